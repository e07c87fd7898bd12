import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { PageSeoSection } from '../../custom/seo/PageSeoSection.tsx';

/** /admin/trade-in (spec §2 "Trade-in page SEO"): the 'trade in' record, with its history. */
export const TradeInPage = () => (
  <Box sx={{ pb: 4, minWidth: 0 }}>
    <Title title="app.trade_in.title" />
    <PageSeoSection page="trade in" history />
  </Box>
);
