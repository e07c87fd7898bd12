import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import CropIcon from '@mui/icons-material/Crop';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useTranslate } from 'react-admin';
import ReactCrop, { type PercentCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { AppDialog } from '../layout/AppDialog.tsx';
import { cropImage, type CroppedImage } from './cropCanvas.ts';
import { outputSize, sourceRect, startingCrop, type Size } from './cropGeometry.ts';
import { formatRatio, MEDIA_DAMAGED } from './mediaRules.ts';

export interface CropDialogProps {
  file: File;
  /** width / height of the field (contract `images[field].ratio`). */
  ratio: number;
  onCancel: () => void;
  onCropped: (image: CroppedImage) => void;
  /** The file is refused: not an image after all, one the browser cannot decode, or too small (`refuse`). */
  onRefused: (message: string) => void;
  /** Why even the largest crop of this picture (`natural` its own size) would be refused, or null. */
  refuse?: (largest: Size, natural: Size) => string | null;
}

/** Smallest selection, in displayed pixels: small enough for a detail, large enough to grab. */
const MIN_SELECTION = 24;

/**
 * A cut-off PNG or JPEG still loads in an <img> with its header's size (and draws blank); createImageBitmap refuses
 * it. Decoded to 1 × 1 to keep no second full-size copy; without createImageBitmap (jsdom) the image's load must do.
 */
const decodesWhole = async (file: Blob) => {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(file, { resizeWidth: 1, resizeHeight: 1 });
    bitmap.close();
    return true;
  } catch {
    return false;
  }
};

/** Its own chunk (with react-image-crop and its CSS), loaded when a file is first chosen: not in the initial bundle. */
const CropDialog = ({ file, ratio, onCancel, onCropped, onRefused, refuse }: CropDialogProps) => {
  const translate = useTranslate();
  const imageRef = useRef<HTMLImageElement>(null);
  const [src, setSrc] = useState<string>();
  const [natural, setNatural] = useState<Size | null>(null);
  const [crop, setCrop] = useState<PercentCrop>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Created and revoked in an effect, so that a StrictMode remount cannot revoke the URL still shown.
  useEffect(() => {
    const url = URL.createObjectURL(file);
    // oxlint-disable-next-line react/set-state-in-effect -- the URL is a resource made and revoked here, not derivable while rendering
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // Whatever the browser cannot decode is refused in the server's words, before anything is cropped or sent.
  const onLoad = async (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    const { naturalWidth, naturalHeight } = image;
    if (!naturalWidth || !naturalHeight || !(await decodesWhole(file))) {
      if (imageRef.current === image) onRefused(MEDIA_DAMAGED);
      return;
    }
    // The dialog was closed meanwhile.
    if (imageRef.current !== image) return;
    const whole = startingCrop(naturalWidth, naturalHeight, ratio);
    // Said before any cropping: no crop of a picture too small for the field would be taken.
    const refusal = refuse?.(outputSize(sourceRect(whole, naturalWidth, naturalHeight, ratio), ratio), {
      width: naturalWidth,
      height: naturalHeight,
    });
    if (refusal) {
      onRefused(refusal);
      return;
    }
    setNatural({ width: naturalWidth, height: naturalHeight });
    setCrop(whole);
  };

  const region = natural && crop ? sourceRect(crop, natural.width, natural.height, ratio) : null;
  const output = region ? outputSize(region, ratio) : null;

  const confirm = async () => {
    if (!imageRef.current || !region) return;
    setBusy(true);
    setFailure(null);
    try {
      onCropped(await cropImage(imageRef.current, region, ratio, file));
    } catch (error) {
      setFailure(
        translate('app.media.crop.failed', { message: error instanceof Error ? error.message : String(error) }),
      );
      setBusy(false);
    }
  };

  return (
    <AppDialog
      open
      onClose={onCancel}
      busy={busy}
      title="app.media.crop.title"
      maxWidth="md"
      actions={
        <>
          <Button
            startIcon={<RestartAltIcon />}
            disabled={!natural || busy}
            onClick={() => natural && setCrop(startingCrop(natural.width, natural.height, ratio))}
            sx={{ mr: 'auto' }}
          >
            {translate('app.media.crop.reset')}
          </Button>
          <Button onClick={onCancel} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            variant="contained"
            startIcon={<CropIcon />}
            disabled={!region || busy}
            onClick={() => void confirm()}
          >
            {translate(busy ? 'app.media.crop.working' : 'app.media.crop.confirm')}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {translate('app.media.crop.help', { ratio: formatRatio(ratio) })}
        </Typography>
        {!natural && <Typography role="status">{translate('app.media.crop.loading')}</Typography>}
        <Box sx={{ textAlign: 'center', bgcolor: 'action.hover', borderRadius: 1 }}>
          {src && (
            <ReactCrop
              crop={crop}
              aspect={ratio}
              keepSelection
              minWidth={MIN_SELECTION}
              minHeight={MIN_SELECTION}
              disabled={busy}
              onChange={(_pixels, percent) => setCrop(percent)}
            >
              <img
                ref={imageRef}
                src={src}
                alt={translate('app.media.crop.image_alt')}
                onLoad={(event) => void onLoad(event)}
                onError={() => onRefused(MEDIA_DAMAGED)}
                style={{ display: 'block', maxWidth: '100%', maxHeight: '60vh' }}
              />
            </ReactCrop>
          )}
        </Box>
        {output && (
          <Typography variant="body2" role="status">
            {translate('app.media.crop.output', { width: output.width, height: output.height })}
          </Typography>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
      </Stack>
    </AppDialog>
  );
};

export default CropDialog;
