import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { HomeHeroSection } from './HomeHeroSection.tsx';
import { PromoBannerTable } from './PromoBannerTable.tsx';

/** /admin/home-page (spec §2): the hero promo content, then the promo banners table. */
export const HomePage = () => (
    <Box sx={{ pb: 4, minWidth: 0 }}>
        <Title title="app.home_page.title" />
        <HomeHeroSection />
        <PromoBannerTable />
    </Box>
);
