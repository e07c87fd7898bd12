import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import { useTranslate } from 'react-admin';
import { MAX_HOTSPOT_PICTURES, type AttachedPicture } from '../../../contract/index.ts';
import { availablePictures } from './hotspotPictures.ts';

interface HotspotPicturesDialogProps {
  hotspotId: string;
  attached: AttachedPicture[];
  /** GetHotSpotPictures of the vehicle; undefined while loading. */
  dmsPictures: AttachedPicture[] | undefined;
  loadError: Error | null;
  busy: boolean;
  onAttach: (picture: AttachedPicture) => void;
  onDetach: (picture: AttachedPicture) => void;
  onClose: () => void;
}

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
        const label = translate(`app.hotspots.pictures.${action}`, { title: picture.title || picture.name });
        return (
          <Stack
            key={picture._id}
            role="listitem"
            aria-label={picture.title || picture.name}
            spacing={0.5}
            sx={{ width: 160, alignItems: 'center' }}
          >
            <Box
              component="img"
              src={picture.picture}
              alt={picture.title || picture.name}
              sx={{ width: 160, height: 100, objectFit: 'cover', bgcolor: 'grey.100' }}
            />
            <Stack direction="row" sx={{ alignItems: 'center', width: '100%' }}>
              <Typography variant="caption" noWrap sx={{ flex: 1 }}>
                {picture.title || picture.name}
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

/**
 * Attach DMS close-up pictures to a hotspot, or detach them (spec §2). Each change is saved at
 * once with the hotspot's version; the first picture is the viewer's close-up.
 */
export const HotspotPicturesDialog = ({
  hotspotId,
  attached,
  dmsPictures,
  loadError,
  busy,
  onAttach,
  onDetach,
  onClose,
}: HotspotPicturesDialogProps) => {
  const translate = useTranslate();
  const available = availablePictures(dmsPictures ?? [], attached);
  const full = attached.length >= MAX_HOTSPOT_PICTURES;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="hotspot-pictures-title">
      <DialogTitle id="hotspot-pictures-title">
        {translate('app.hotspots.pictures.title', { id: hotspotId })}
      </DialogTitle>
      <DialogContent dividers>
        {busy && <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mb: 1 }} />}
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h3">
            {translate('app.hotspots.pictures.attached')}
          </Typography>
          {attached.length === 0 ? (
            <Typography color="text.secondary">{translate('app.hotspots.pictures.none_attached')}</Typography>
          ) : (
            <Thumbnails pictures={attached} action="detach" onClick={onDetach} disabled={busy} />
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
          <Thumbnails pictures={available} action="attach" onClick={onAttach} disabled={busy || full} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.hotspots.pictures.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
