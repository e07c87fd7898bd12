import { useQuery } from '@tanstack/react-query';
import { DataTable, TopToolbar, useDataProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { partners } from '../../../contract/content/index.ts';
import { ContentAddButton } from '../../custom/content/generic/ContentAddButton.tsx';
import { ContentTable } from '../../custom/content/generic/ContentTable.tsx';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { PromotionList } from './PromotionList.tsx';

const Column = DataTable.Col<RaRecord>;

/**
 * Beyond the spec, each row shows the referrals that came through its promo code and how many were purchased, in one
 * column: two made the eleven columns wider than a 1440 px screen. Read again whenever the rows change.
 */
const PartnerTable = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const translate = useTranslate();
  const { data } = useListContext();
  const ids = (data ?? []).map((row) => String(row.id)).join(',');
  const { data: counts } = useQuery({
    queryKey: ['promotion', 'referralCounts', ids],
    queryFn: () => dataProvider.getReferralCounts(),
  });
  const countOf = (record: RaRecord) => counts?.find((c) => c.partnerId === record.id);
  return (
    <ContentTable collection={partners}>
      <Column
        label="app.promotion.referrals"
        disableSort
        align="right"
        render={(record) => {
          const count = countOf(record);
          if (!count) return '–';
          return count.purchased ? translate('app.promotion.referral_count', count) : count.referrals;
        }}
      />
    </ContentTable>
  );
};

/**
 * Spec §2 Our Partners: page size 5, search, no sorting, the add-partner dialog; Edit opens the same form (name and
 * promo code read-only, spec §4: the declaration's immutables), Delete asks first.
 */
export const PartnerList = () => (
  <PromotionList
    collection={partners}
    heading="app.promotion.partners_title"
    tableLabel="app.promotion.partners_table"
    actions={
      <TopToolbar>
        <ContentAddButton collection={partners} />
      </TopToolbar>
    }
  >
    <PartnerTable />
  </PromotionList>
);
