import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { PartnerList } from './PartnerList.tsx';
import { ReferrerList } from './ReferrerList.tsx';

/** /admin/promotion (spec §2): the referral programme, Our Partners and Referrers. */
export const PromotionPage = () => {
  const translate = useTranslate();
  return (
    // Its width comes from the layout, never from the tables: the wide tables scroll sideways in their frames.
    <Box sx={{ mt: 2, contain: 'inline-size' }}>
      <Title title={translate('app.promotion.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate('app.promotion.title')}
      </Typography>
      <Box component="section" aria-labelledby="promotion-partners-heading" sx={{ mb: 3 }}>
        <Typography id="promotion-partners-heading" variant="h6" component="h2">
          {translate('app.promotion.partners_title')}
        </Typography>
        <PartnerList />
      </Box>
      <Box component="section" aria-labelledby="promotion-referrers-heading">
        <Typography id="promotion-referrers-heading" variant="h6" component="h2">
          {translate('app.promotion.referrers_title')}
        </Typography>
        <ReferrerList />
      </Box>
    </Box>
  );
};
