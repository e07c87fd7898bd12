import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { referrals } from '../../../contract/content/index.ts';
import { ContentTable } from '../../custom/content/generic/ContentTable.tsx';
import { PartnerList } from './PartnerList.tsx';
import { PromotionList } from './PromotionList.tsx';

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
      <PartnerList />
      {/* Spec §2 Referrers (GET /promotion/referrer), read only: referrals arrive from the public website
          (POST /v1/public/referrals). The declaration shows dealType Offline as Physical, else Online (spec §3). */}
      <PromotionList
        collection={referrals}
        heading="app.promotion.referrers_title"
        tableLabel="app.promotion.referrers_table"
      >
        <ContentTable collection={referrals} rowActions={false} />
      </PromotionList>
    </Box>
  );
};
