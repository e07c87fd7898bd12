import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { rideShareHome } from '../../../contract/content/index.ts';
import { ContentListSection } from '../../custom/content/generic/ContentListSection.tsx';
import { PageSeoSection } from '../../custom/seo/PageSeoSection.tsx';
import { RdsListSection } from '../rdsList/RdsListSection.tsx';

/**
 * /admin/rideshare-home (spec §2): the ride-share home items (§4: title, visible, desktop and mobile images, in
 * display order; the generic pages add and edit them), then the RDS list (the vehicles the public ride-share pages
 * show), then the page's SEO record.
 */
export const RideShareHomePage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ pb: 4, minWidth: 0 }}>
      <Title title="resources.rideShareHome.title" />
      <ContentListSection collection={rideShareHome} heading={translate('resources.rideShareHome.items_heading')} />
      <RdsListSection />
      <PageSeoSection page="ride share home" />
    </Box>
  );
};
