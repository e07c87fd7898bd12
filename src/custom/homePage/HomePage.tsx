import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { promo } from '../../../contract/content/index.ts';
import { ContentListSection } from '../content/generic/ContentListSection.tsx';
import { PageSeoSection } from '../seo/PageSeoSection.tsx';
import { HomeHeroSection } from './HomeHeroSection.tsx';

/**
 * /admin/home-page (spec §2): the hero promo content, the promo banners table, then the home page's SEO record.
 * The banners' rows are edit-only (no add, no delete: §4 "Promo banners can only be edited"; a fresh install has its
 * slots, so no checkboxes and no reordering either): a row click or its Edit opens the generic edit page.
 */
export const HomePage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ pb: 4, minWidth: 0 }}>
      <Title title="app.home_page.title" />
      <HomeHeroSection />
      <ContentListSection
        collection={promo}
        heading={translate('app.home_page.banners.heading')}
        intro={
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('app.home_page.banners.help')}
          </Typography>
        }
        bulk={false}
        reorder={false}
      />
      <PageSeoSection page="home page" />
    </Box>
  );
};
