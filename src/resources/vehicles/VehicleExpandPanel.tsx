import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { DmsPicture } from '../../../contract/index.ts';
import { useVehicleDetail } from '../../custom/vehicleDetail/useVehicleDetail.ts';
import type { VehicleRecord } from '../../types.ts';
import { byTrailingNumber } from './format.ts';
import { featureCounts, pinCounts } from './VehicleCountChips.tsx';

/** Thumbnails are 200x150 (spec §9). */
const THUMB = { width: 200, height: 150 };

/** The panel keeps to the visible part of a table scrolled sideways (`cqw`: listTableStyles.ts), inside 16 px padding. */
const PANEL_SX = {
  py: 1,
  position: 'sticky',
  left: 16,
  width: 'calc(100cqw - 32px)',
  boxSizing: 'border-box',
} as const;

const Counts = ({ title, counts }: { title: string; counts: { label: string; value: number }[] }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle2">{translate(title)}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {counts.map(({ label, value }) => (
          <Typography component="li" variant="body2" key={label}>
            {translate(label)}: {value}
          </Typography>
        ))}
      </Box>
    </Box>
  );
};

/** A slim list row carries the first picture only: the others come with the detail page's query (read once for both). */
const usePictures = (record: VehicleRecord | undefined): { pictures: DmsPicture[] | undefined; failed: boolean } => {
  const partial = record?.pictureCount !== undefined && record.pictureCount > record.picturesUrl.length;
  const detail = useVehicleDetail(partial && record ? record.stockid : '');
  if (!record) return { pictures: undefined, failed: false };
  if (!partial) return { pictures: record.picturesUrl, failed: false };
  return { pictures: detail.data?.picturesUrl, failed: detail.isError };
};

/** Placeholders of the thumbnails while the pictures load (at most a strip's width of them). */
const LoadingPictures = ({ count }: { count: number }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} role="status" aria-label={translate('ra.page.loading')} sx={{ pb: 1 }}>
      {Array.from({ length: Math.min(count, 8) }, (_, i) => (
        <Skeleton key={i} variant="rounded" {...THUMB} sx={{ flexShrink: 0 }} />
      ))}
    </Stack>
  );
};

/** The expandable row panel (spec §2): pictures strip in file-number order, feature counts, pin counts. */
export const VehicleExpandPanel = () => {
  const record = useRecordContext<VehicleRecord>();
  const translate = useTranslate();
  const { pictures: loaded, failed } = usePictures(record);
  if (!record) return null;
  // Failed to load: the first picture, which the row has, rather than nothing.
  const pictures = byTrailingNumber(loaded ?? (failed ? record.picturesUrl : []));
  const count = record.pictureCount ?? record.picturesUrl.length;
  return (
    <Stack spacing={2} sx={PANEL_SX}>
      <Box>
        <Typography variant="subtitle2">{translate('resources.vehicles.fields.pictures')}</Typography>
        {count === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('app.vehicles.no_picture')}
          </Typography>
        ) : pictures.length === 0 ? (
          <LoadingPictures count={count} />
        ) : (
          <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', pb: 1 }}>
            {pictures.map((picture, index) => (
              <Box
                key={picture._id}
                component="img"
                src={picture.picture}
                alt={translate('resources.vehicles.pictures.thumbnail', {
                  number: index + 1,
                  stockid: record.stockid,
                })}
                loading="lazy"
                {...THUMB}
                sx={{ objectFit: 'cover', flexShrink: 0, borderRadius: 1 }}
              />
            ))}
          </Stack>
        )}
      </Box>
      <Stack direction="row" spacing={4}>
        <Counts title="resources.vehicles.fields.features" counts={featureCounts(record)} />
        <Counts title="resources.vehicles.fields.pins" counts={pinCounts(record)} />
      </Stack>
    </Stack>
  );
};
