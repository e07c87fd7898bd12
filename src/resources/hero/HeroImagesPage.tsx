import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { HeroCarouselSettings } from './HeroCarouselSettings.tsx';
import { HeroTable } from './HeroTable.tsx';

/** /admin/hero-images (spec §2): the hero carousel's settings, then its images. */
export const HeroImagesPage = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ pb: 4, minWidth: 0 }}>
            <Title title="app.hero_images.title" />
            <HeroCarouselSettings />
            <Box component="section" aria-labelledby="hero-images-heading">
                <Typography id="hero-images-heading" variant="h6" component="h2" sx={{ mt: 3, mb: 0 }}>
                    {translate('app.hero_images.images_heading')}
                </Typography>
                <HeroTable />
            </Box>
        </Box>
    );
};
