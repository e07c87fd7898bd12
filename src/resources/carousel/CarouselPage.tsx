import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { SnackbarDuration } from '../../custom/layout/SnackbarDuration.tsx';
import { CarouselCardList } from './CarouselCardList.tsx';
import { CarouselSettings } from './CarouselSettings.tsx';
import { CAROUSEL_SNACKBAR_MS } from './paths.ts';

/** /admin/carousel (spec §2): the carousel's settings, then its category cards. Snackbars last 2 s here (§9). */
export const CarouselPage = () => (
    <SnackbarDuration ms={CAROUSEL_SNACKBAR_MS}>
        <Box sx={{ pb: 4, minWidth: 0 }}>
            <Title title="app.carousel.title" />
            <CarouselSettings />
            <CarouselCardList />
        </Box>
    </SnackbarDuration>
);
