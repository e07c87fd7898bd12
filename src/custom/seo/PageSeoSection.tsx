import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { SimpleForm, useTranslate } from 'react-admin';
import { seoPages, type SeoPageName } from '../../../contract/content/index.ts';
import { urlSlug } from '../../../contract/slug.ts';
import { ContentEdit } from '../content/ContentEdit.tsx';
import { ContentFormWatch } from '../content/ContentFormWatch.tsx';
import { contentValidator } from '../content/contentValidator.ts';
import { EmbeddedFormContent, EmbeddedToolbar } from '../homePage/EmbeddedForm.tsx';
import { SeoInputs } from './SeoInputs.tsx';
import { WarnWhenUnsaved } from '../unsaved/WarnWhenUnsaved.tsx';

// The server's own rules (contract/content/rules.ts), run before any request; built once.
const SEO_RULES = contentValidator(seoPages);

/** Where each static page lives on the public site, for the search-result preview. */
const PUBLIC_PATHS: Record<SeoPageName, readonly string[]> = {
  'trade in': ['trade-in'],
  faq: ['faq'],
  'home page': [],
  finance: ['finance'],
  'ride share home': ['ride-share'],
};

interface PageSeoSectionProps {
  /** The static page whose record this edits (spec §2 page names: 'trade in', 'faq', 'home page', ...). */
  page: SeoPageName;
  /** The record's History panel under the form (the trade-in screen, which is this section alone). */
  history?: boolean;
  /** The section heading's level: h2 on a screen with other sections, h1 never (the screen title is in the top bar). */
  headingComponent?: 'h2' | 'h3';
}

/**
 * One static page's SEO record, saved like any content form (the server's rules first, a 412 opens the conflict
 * dialog). The record is the seed's, found by the page's name (id 'trade in' → 'trade-in').
 */
export const PageSeoSection = ({ page, history = false, headingComponent = 'h2' }: PageSeoSectionProps) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component={headingComponent} sx={{ mb: 1 }}>
        {translate('app.seo.page.heading', { page: translate(`app.seo.page.names.${urlSlug(page)}`) })}
      </Typography>
      {/* onChange: a limit's message shows as soon as it is passed, beside the counter. */}
      <ContentEdit resource={seoPages.name} id={urlSlug(page)} title={false} actions={false} history={history}>
        <SimpleForm validate={SEO_RULES} mode="onChange" toolbar={<EmbeddedToolbar />} component={EmbeddedFormContent}>
          <WarnWhenUnsaved />
          <ContentFormWatch />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.seo.page.help')}
          </Typography>
          <SeoInputs collection={seoPages} previewPath={PUBLIC_PATHS[page]} />
        </SimpleForm>
      </ContentEdit>
    </Box>
  );
};
