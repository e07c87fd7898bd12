import { Box, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { DataTable, DateField, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import {
  inSentence,
  labelOf,
  schemaFieldsOf,
  type CollectionDeclaration,
  type ImageField,
} from '../../../../contract/content/index.ts';
import { isImageValue } from '../../media/mediaRules.ts';
import { ActiveSwitch } from '../../rideShare/ActiveSwitch.tsx';
import { WindowStateField } from '../fields/WindowStateField.tsx';
import { RowSortHandle } from '../sortableOrder.tsx';

const Column = DataTable.Col<RaRecord>;

/** A small thumbnail of a stored image value (`{src | mobileSrc, width, height, alt}`); 'No image' when empty. */
const ImageThumbField = ({ source, height }: { source: string; height: number }) => {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const value = record?.[source];
  const src = isImageValue(value) ? (value.src ?? value.mobileSrc) : undefined;
  if (!isImageValue(value) || !src) {
    return (
      <Typography variant="body2" color="text.secondary" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {translate('app.content.fields.no_image')}
      </Typography>
    );
  }
  const width = Math.round((height * value.width) / value.height);
  return (
    <Box
      component="img"
      src={src}
      alt={value.alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      sx={{ display: 'block', objectFit: 'cover', borderRadius: 0.5, bgcolor: 'grey.200', maxWidth: 4 * height }}
    />
  );
};

/** The publish flag as an eye and a word ('Yes' / 'No'), so it reads without colour or icon. */
const VisibleField = ({ source }: { source: string }) => {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  if (!record) return null;
  const visible = record[source] === true;
  const Icon = visible ? VisibilityIcon : VisibilityOffIcon;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: visible ? 'text.primary' : 'text.secondary',
      }}
    >
      <Icon fontSize="small" aria-hidden />
      {translate(visible ? 'app.content.fields.yes' : 'app.content.fields.no')}
    </Box>
  );
};

// Thumbnails are 32 px high, 20 on phones: a 1:1 photo is 32 (20) px wide, a 6:1 banner 194 (121).
const THUMB_HEIGHT = 32;
const PHONE_THUMB_HEIGHT = 20;
// ImageThumbField crops a picture wider than 4 heights; a wide banner keeps its sides.
const WIDE = 4;

const wideImageSx = () => ({ '& img': { maxWidth: 'none' } });

// A text column is at most 320 px wide. A value with a long unbroken run (a code, an address) may break anywhere,
// so a wide table narrows that column before it scrolls (a 1440 px screen cut the partners' Actions off); words of
// prose stay whole ('North wind Motor s' when every text could break).
const UNBROKEN_RUN = /\S{13,}/;
const textCellSx = (value: unknown) =>
  ({
    maxWidth: 320,
    ...(typeof value === 'string' && UNBROKEN_RUN.test(value) ? { overflowWrap: 'anywhere' } : {}),
  }) as const;

/** The server's position counts from 0; staff count from 1. The handle sits beside it while the rows can move. */
const PositionCell = ({ reorder }: { reorder: boolean }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      {reorder ? <RowSortHandle /> : null}
      {typeof record.position === 'number' ? record.position + 1 : null}
    </Box>
  );
};

export const positionColumn = (reorder: boolean) => (
  <Column key="position" source="position" label="app.content.generic.position" disableSort>
    <PositionCell reorder={reorder} />
  </Column>
);

/** A collection with a publish window: where each item is on the public site now (Hidden, Scheduled, Live, Expired). */
export const statusColumn = () => (
  <Column key="status" label="app.content.fields.status" disableSort>
    <WindowStateField />
  </Column>
);

/**
 * One column per listed field, drawn after its kind in the schema (issue 24). A field with `admin.fields.<key>.format`
 * shows that text; a boolean in `admin.toggles` is a switch that saves at once ('Dallas active').
 */
export const fieldColumns = (
  collection: CollectionDeclaration,
  keys: readonly string[],
  isPhone: boolean,
  nameOf: (record: RaRecord) => string,
) => {
  const fields = schemaFieldsOf(collection);
  return keys
    .filter((key) => !(isPhone && collection.admin?.fields?.[key]?.hideOnPhone))
    .map((key) => {
      const label = labelOf(collection, key);
      const format = collection.admin?.fields?.[key]?.format;
      const column = { source: key, label, disableSort: true };
      if (format) return <Column key={key} {...column} render={(record: RaRecord) => format(record[key])} />;
      switch (fields.find((candidate) => candidate.key === key)?.kind) {
        case 'boolean':
          // `admin.toggles`: flipped in the row, saved at once (spec §4's active toggles: 'Lyft active').
          return (
            <Column key={key} {...column}>
              {collection.admin?.toggles?.includes(key) ? (
                <ActiveSwitch
                  source={key}
                  label="app.content.generic.switch_named"
                  labelArgs={{ field: inSentence(label) }}
                  nameOf={nameOf}
                />
              ) : (
                <VisibleField source={key} />
              )}
            </Column>
          );
        case 'image': {
          const image = (collection.images as Record<string, ImageField | undefined>)[key];
          return (
            <Column key={key} {...column} cellSx={(image?.ratio ?? 1) > WIDE ? wideImageSx : undefined}>
              <ImageThumbField source={key} height={isPhone ? PHONE_THUMB_HEIGHT : THUMB_HEIGHT} />
            </Column>
          );
        }
        case 'number':
          return <DataTable.NumberCol key={key} {...column} />;
        case 'date':
          return <Column key={key} {...column} field={DateField} />;
        default:
          // Texts, enums (their value), colours (their code), a derived text (a post's URL): as text.
          return <Column key={key} {...column} cellSx={(record: RaRecord) => textCellSx(record[key])} />;
      }
    });
};
