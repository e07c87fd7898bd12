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

// The engine's blue title, then its grey snippet.
const LINE_LOOK = {
  title: { fontSize: 20, lineHeight: 1.3, color: '#1a0dab', my: 0.5 },
  snippet: { fontSize: 14, lineHeight: 1.58, color: '#4d5156' },
} as const;

/** The title or the snippet, cut as an engine cuts it; in grey italics, what is missing when it is empty. */
const PreviewLine = (props: { text: string; max: number; empty: string; look: keyof typeof LINE_LOOK }) => {
  const translate = useTranslate();
  const { text } = props;
  const look = LINE_LOOK[props.look];
  return (
    <Typography
      sx={{ fontFamily: 'inherit', ...look, ...(text ? {} : { color: 'text.secondary', fontStyle: 'italic' }) }}
    >
      {text ? truncateForPreview(text, props.max) : translate(props.empty)}
    </Typography>
  );
};

/**
 * The search result as an engine would show it (breadcrumb, title, snippet cut at about 60 and 160 characters).
 * Plain text only: React escapes whatever the admin types.
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
        <PreviewLine text={titleText} max={PREVIEW_TITLE_MAX} empty="app.seo.preview.no_title" look="title" />
        <PreviewLine
          text={descriptionText}
          max={PREVIEW_DESCRIPTION_MAX}
          empty="app.seo.preview.no_description"
          look="snippet"
        />
      </Box>
    </Box>
  );
};
