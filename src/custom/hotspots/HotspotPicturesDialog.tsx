import { Alert, Box, Button, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import { useTranslate } from 'react-admin';
import {
  MAX_HOTSPOT_PICTURES,
  type AttachedPicture,
  type ExteriorHotspot,
  type InteriorHotspot,
} from '../../../contract/index.ts';
import { AppDialog } from '../layout/AppDialog.tsx';
import { useHotspotPictures } from '../viewer360/useViewer360Data.ts';
import { attachPicture, availablePictures, detachPicture } from './hotspotPictures.ts';
import { hotspotName } from './hotspotRows.ts';
import { useHotspotSession } from './hotspotSession.ts';
import type { SaveHotspots } from './useHotspotMutations.ts';

const Thumbnails = ({
  pictures,
  action,
  onClick,
  disabled,
}: {
  pictures: AttachedPicture[];
  action: 'attach' | 'detach';
  onClick: (picture: AttachedPicture) => void;
  disabled: boolean;
}) => {
  const translate = useTranslate();
  const Icon = action === 'attach' ? AddCircleIcon : RemoveCircleIcon;
  return (
    <Box role="list" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {pictures.map((picture) => {
        const name = picture.title || picture.name;
        const label = translate(`app.hotspots.pictures.${action}`, { title: name });
        return (
          <Stack
            key={picture._id}
            role="listitem"
            aria-label={name}
            spacing={0.5}
            sx={{ width: 160, alignItems: 'center' }}
          >
            <Box
              component="img"
              src={picture.picture}
              alt={name}
              sx={{ width: 160, height: 100, objectFit: 'cover', bgcolor: 'grey.100' }}
            />
            <Stack direction="row" sx={{ alignItems: 'center', width: '100%' }}>
              <Typography variant="caption" noWrap sx={{ flex: 1 }}>
                {name}
              </Typography>
              <Tooltip title={label}>
                <span>
                  <IconButton size="small" aria-label={label} onClick={() => onClick(picture)} disabled={disabled}>
                    <Icon fontSize="small" color={action === 'attach' ? 'primary' : 'error'} />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
          </Stack>
        );
      })}
    </Box>
  );
};

/** Attach DMS close-ups to a hotspot or detach them (spec §2), each saved at once; the first is the viewer's. */
export const HotspotPicturesDialog = ({
  hotspot,
  onClose,
}: {
  hotspot: ExteriorHotspot | InteriorHotspot;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { config, view, busy, save } = useHotspotSession();
  // GetHotSpotPictures of the vehicle (the dialog's own query): undefined while loading.
  const { data: dmsPictures, error: loadError } = useHotspotPictures(config.stockid);
  // Saved in its own view, with its version (the dialog found it in `view`).
  const saveWith = (next: typeof hotspot) => save({ view, hotspots: [next] } as SaveHotspots);
  const attached = hotspot.pictures;
  const available = availablePictures(dmsPictures ?? [], attached);
  const full = attached.length >= MAX_HOTSPOT_PICTURES;
  return (
    <AppDialog
      open
      onClose={onClose}
      title="app.hotspots.pictures.title"
      titleOptions={{ id: hotspotName(hotspot) }}
      maxWidth="md"
      actions={<Button onClick={onClose}>{translate('ra.action.close')}</Button>}
    >
      {busy && <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 1 }} />}
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3">
          {translate('app.hotspots.pictures.attached')}
        </Typography>
        {attached.length === 0 ? (
          <Typography color="text.secondary">{translate('app.hotspots.pictures.none_attached')}</Typography>
        ) : (
          <Thumbnails
            pictures={attached}
            action="detach"
            onClick={(picture) => saveWith(detachPicture(hotspot, picture._id))}
            disabled={busy}
          />
        )}
        <Typography variant="subtitle1" component="h3">
          {translate('app.hotspots.pictures.available')}
        </Typography>
        {loadError && <Alert severity="error">{loadError.message}</Alert>}
        {full && (
          <Alert severity="info">{translate('app.hotspots.pictures.limit', { max: MAX_HOTSPOT_PICTURES })}</Alert>
        )}
        {dmsPictures === undefined && !loadError && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {dmsPictures && available.length === 0 && (
          <Typography color="text.secondary">{translate('app.hotspots.pictures.none_available')}</Typography>
        )}
        <Thumbnails
          pictures={available}
          action="attach"
          onClick={(picture) => saveWith(attachPicture(hotspot, picture))}
          disabled={busy || full}
        />
      </Stack>
    </AppDialog>
  );
};
