import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { PageSeoSection } from '../../custom/seo/PageSeoSection.tsx';
import { RdsListSection } from '../rdsList/RdsListSection.tsx';
import { RideShareHomeTable } from './RideShareHomeTable.tsx';

/**
 * /admin/rideshare-home (spec §2): the ride-share home items, then the RDS list (the vehicles the public ride-share
 * pages show), then the page's SEO record.
 */
export const RideShareHomePage = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ pb: 4, minWidth: 0 }}>
            <Title title="resources.rideShareHome.title" />
            <Box component="section" aria-labelledby="rideshare-home-items-heading">
                <Typography id="rideshare-home-items-heading" variant="h6" component="h2" sx={{ mt: 2 }}>
                    {translate('resources.rideShareHome.items_heading')}
                </Typography>
                <RideShareHomeTable />
            </Box>
            <RdsListSection />
            <PageSeoSection page="ride share home" />
        </Box>
    );
};
