import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { delivery, prices, referralDiscounts } from '../../../contract/content/index.ts';
import { SettingsTable } from './SettingsTable.tsx';
import { SyncLimitTable } from './SyncLimitTable.tsx';

/** /admin/price-list (spec §2): four single-row tables, no paging, each saved on its own. */
export const SettingsPage = () => {
  const translate = useTranslate();
  return (
    // Its width comes from the layout, never from the tables: a wide table scrolls in its own frame on phones.
    <Box sx={{ mt: 2, maxWidth: 960, contain: 'inline-size' }}>
      <Title title={translate('app.settings.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.settings.title')}
      </Typography>
      <SettingsTable collection={prices} title="app.settings.prices_title" />
      <SettingsTable collection={referralDiscounts} title="app.settings.discounts_title" />
      <SettingsTable collection={delivery} title="app.settings.delivery_title" />
      <SyncLimitTable />
    </Box>
  );
};
