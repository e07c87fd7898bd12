import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ImageValue } from '../../../../contract/content/index.ts';

interface ImageThumbFieldProps {
  source: string;
  /** Height in px; the width follows the image's ratio, so rows don't jump when pictures arrive. */
  height?: number;
  /** DataTable column label (read by DataTable, not here). */
  label?: string;
}

const isImageValue = (value: unknown): value is ImageValue =>
  typeof value === 'object' && value !== null && typeof (value as ImageValue).publicId === 'string';

/** A small thumbnail of a stored image value (`{src | mobileSrc, width, height, alt}`); 'No image' when empty. */
export const ImageThumbField = ({ source, height = 40 }: ImageThumbFieldProps) => {
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
