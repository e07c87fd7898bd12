import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useTranslate } from 'react-admin';
import type { ImageValue } from '../../../contract/content/index.ts';
import type { UploadProgress } from './useMediaUpload.ts';

/** The pieces ContentImageInput shows in turn: the drop zone, the current image, the upload under way. */

const previewSx = {
  display: 'block',
  maxWidth: '100%',
  maxHeight: 160,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
} as const;

/** A button (so Tab and Enter reach the file chooser) that also takes a dropped file, via the fieldset around it. */
export const ImageDropZone = ({
  dragging,
  disabled,
  helpId,
  onChoose,
}: {
  dragging: boolean;
  disabled?: boolean;
  helpId: string;
  onChoose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5}>
      <Button
        variant="outlined"
        onClick={onChoose}
        disabled={disabled}
        startIcon={<AddPhotoAlternateIcon />}
        aria-describedby={helpId}
        sx={{
          py: 3,
          borderStyle: 'dashed',
          borderWidth: 2,
          '&:hover': { borderStyle: 'dashed', borderWidth: 2 },
          bgcolor: dragging ? 'action.selected' : undefined,
        }}
      >
        {translate(dragging ? 'app.media.drop_here' : 'app.media.choose')}
      </Button>
      <Typography id={helpId} variant="caption" color="text.secondary">
        {translate('app.media.choose_help')}
      </Typography>
    </Stack>
  );
};

interface CurrentImageProps {
  value: ImageValue;
  url: string | undefined;
  disabled?: boolean;
  onReplace: () => void;
  onRemove: () => void;
}

/** The stored image with its size; Remove only empties the field (the file may still be in a revision). */
export const CurrentImage = ({ value, url, disabled, onReplace, onRemove }: CurrentImageProps) => {
  const translate = useTranslate();
  const dimensions = translate('app.media.dimensions', { width: value.width, height: value.height });
  return (
    // Below the image, not beside it: a 6:1 banner leaves no room beside it.
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {url && <Box component="img" src={url} alt={value.alt ?? ''} sx={previewSx} />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ mr: 1 }}>
          {translate('app.media.current', { dimensions })}
        </Typography>
        <Button size="small" startIcon={<SwapHorizIcon />} onClick={onReplace} disabled={disabled}>
          {translate('app.media.replace')}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={onRemove} disabled={disabled}>
          {translate('app.media.remove')}
        </Button>
      </Stack>
    </Stack>
  );
};

/** The upload under way, with Cancel. Past 100% the server still re-encodes (half a second for a large photo). */
export const UploadProgressView = ({ progress, onCancel }: { progress: UploadProgress; onCancel: () => void }) => {
  const translate = useTranslate();
  // Rounded down: 100% only once every byte is sent.
  const percent = Math.floor(progress.fraction * 100);
  return (
    <Stack spacing={1}>
      <Box component="img" src={progress.preview} alt="" sx={{ ...previewSx, opacity: 0.6 }} />
      <LinearProgress variant="determinate" value={percent} aria-label={translate('app.media.progress_label')} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">
          {translate(percent < 100 ? 'app.media.uploading' : 'app.media.processing', { percent })}
        </Typography>
        <Button size="small" onClick={onCancel}>
          {translate('app.media.cancel_upload')}
        </Button>
      </Stack>
    </Stack>
  );
};
