import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { PREVIEW_DESCRIPTION_MAX, PREVIEW_TITLE_MAX, publicSiteUrl, truncateForPreview } from './searchPreview.ts';

interface SeoPreviewProps {
  /** The form's title and description inputs ('seo.title' on a vehicle, 'metaTitle' on content). */
  titleSource: string;
  descriptionSource: string;
  /** The page's path on the public site, one segment each ([] = the home page). */
  path: readonly string[];
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The search result as an engine would show it: URL breadcrumb, blue title and snippet, cut at about 60 and 160
 * characters. Plain text only: React escapes whatever the admin types. Shared by the vehicle detail page and the
 * content forms' SEO sections.
 */
export const SeoPreview = ({ titleSource, descriptionSource, path }: SeoPreviewProps) => {
  const translate = useTranslate();
  const captionId = useId();
  const titleText = textOf(useWatch({ name: titleSource }));
  const descriptionText = textOf(useWatch({ name: descriptionSource }));
  const site = publicSiteUrl();

  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      <Typography id={captionId} variant="subtitle2" component="figcaption" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.seo.preview.title')}
      </Typography>
      <Box
        data-testid="seo-preview"
        sx={{
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          fontFamily: 'Arial, sans-serif',
          maxWidth: 600,
          overflowWrap: 'anywhere',
        }}
      >
        <Typography sx={{ fontFamily: 'inherit', fontSize: 14, color: '#202124' }}>{site.hostname}</Typography>
        <Typography sx={{ fontFamily: 'inherit', fontSize: 12, color: '#4d5156' }}>
          {[site.origin, ...path].join(' › ')}
        </Typography>
        <Typography
          sx={{
            fontFamily: 'inherit',
            fontSize: 20,
            lineHeight: 1.3,
            color: titleText ? '#1a0dab' : 'text.secondary',
            fontStyle: titleText ? 'normal' : 'italic',
            my: 0.5,
          }}
        >
          {titleText ? truncateForPreview(titleText, PREVIEW_TITLE_MAX) : translate('app.seo.preview.no_title')}
        </Typography>
        <Typography
          sx={{
            fontFamily: 'inherit',
            fontSize: 14,
            lineHeight: 1.58,
            color: descriptionText ? '#4d5156' : 'text.secondary',
            fontStyle: descriptionText ? 'normal' : 'italic',
          }}
        >
          {descriptionText
            ? truncateForPreview(descriptionText, PREVIEW_DESCRIPTION_MAX)
            : translate('app.seo.preview.no_description')}
        </Typography>
      </Box>
    </Box>
  );
};
