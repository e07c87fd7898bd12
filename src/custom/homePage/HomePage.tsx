import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { HomeHeroSection } from './HomeHeroSection.tsx';
import { PromoBannerTable } from './PromoBannerTable.tsx';
import { PageSeoSection } from '../seo/PageSeoSection.tsx';

/** /admin/home-page (spec §2): the hero promo content, the promo banners table, then the home page's SEO record. */
export const HomePage = () => (
  <Box sx={{ pb: 4, minWidth: 0 }}>
    <Title title="app.home_page.title" />
    <HomeHeroSection />
    <PromoBannerTable />
    <PageSeoSection page="home page" />
  </Box>
);
