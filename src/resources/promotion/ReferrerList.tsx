import { referrals } from '../../../contract/content/index.ts';
import { ContentTable } from '../../custom/content/generic/ContentTable.tsx';
import { PromotionList } from './PromotionList.tsx';

/**
 * Spec §2 Referrers (GET /promotion/referrer): page size 5, search, no sorting. Read only: referrals arrive from
 * the public website (POST /v1/public/referrals). The declaration shows dealType Offline as Physical, anything
 * else as Online, isPurchased as Yes or No, and names source Location (spec §3).
 */
export const ReferrerList = () => (
  <PromotionList
    resource={referrals.name}
    searchId="referrers-search"
    searchName="app.promotion.referrers_title"
    tableLabel="app.promotion.referrers_table"
  >
    <ContentTable collection={referrals} rowActions={false} />
  </PromotionList>
);
