import type { ReactElement, ReactNode } from 'react';
import { List } from 'react-admin';
import { useListLoadToast } from '../../custom/content/useListLoadToast.ts';
import { PROMOTION_PAGE_SIZE } from './paths.ts';
import { PromotionPagination, PromotionSearch } from './PromotionPagination.tsx';
import { LIST_FITS_SX, ScrollRegion } from './ScrollRegion.tsx';

interface PromotionListProps {
  resource: string;
  /** The search box's id and its accessible name (i18n key): two searches share the page. */
  searchId: string;
  searchName: string;
  /** The table's accessible name (i18n key); it scrolls sideways inside its own region. */
  tableLabel: string;
  actions?: ReactElement | false;
  /** The collection's ContentTable (its loading, error and empty block included). */
  children: ReactNode;
}

/**
 * Spec §2 Our Partners and Referrers: page size 5, search, no sorting, in the page's own state (two lists on one
 * page must not share the address). A failed load toasts with info severity (useListLoadToast); the table says it.
 */
export const PromotionList = ({
  resource,
  searchId,
  searchName,
  tableLabel,
  actions = false,
  children,
}: PromotionListProps) => {
  const queryOptions = useListLoadToast();
  return (
    <List
      resource={resource}
      title={false}
      perPage={PROMOTION_PAGE_SIZE}
      sort={{ field: 'position', order: 'ASC' }}
      disableSyncWithLocation
      storeKey={false}
      filters={[<PromotionSearch key="q" source="q" alwaysOn id={searchId} name={searchName} />]}
      exporter={false}
      empty={false}
      actions={actions}
      queryOptions={queryOptions}
      pagination={<PromotionPagination />}
      sx={LIST_FITS_SX}
    >
      <ScrollRegion label={tableLabel}>{children}</ScrollRegion>
    </List>
  );
};
