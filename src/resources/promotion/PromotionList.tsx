import { useId, type ReactElement, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { List, Pagination, useListContext, useTranslate } from 'react-admin';
import type { CollectionDeclaration } from '../../../contract/content/index.ts';
import { useContentListFilters } from '../../custom/content/generic/contentListFilters.tsx';
import { useListLoadToast } from '../../custom/content/useListLoadToast.ts';
import { PROMOTION_PAGE_SIZE } from './paths.ts';

/**
 * The List's main column is a flex item (min-width auto): without this it grows to the table's width and the whole
 * page scrolls sideways; with it the table scrolls inside its own frame.
 */
const LIST_FITS_SX = {
  minWidth: 0,
  maxWidth: '100%',
  '& .RaList-main': { minWidth: 0, maxWidth: '100%' },
  '& .RaList-content': { minWidth: 0, maxWidth: '100%' },
} as const;

/**
 * A wide table scrolls sideways in its own frame on narrow screens. The frame takes the focus and has a name, so
 * a keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable): the theme's scrolling table wrapper
 * cannot take the focus, so here it stays unscrolled and this frame scrolls instead.
 */
const SCROLL_REGION_SX = {
  overflowX: 'auto',
  maxWidth: '100%',
  '& .RaDataTable-root .RaDataTable-tableWrapper': { overflowX: 'visible', width: 'auto', minWidth: 0 },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
} as const;

/** Five rows a page and no other choice (spec §9); none while a load error stands (useListLoadToast). */
const PromotionPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={[PROMOTION_PAGE_SIZE]} />;
};

interface PromotionListProps {
  collection: CollectionDeclaration;
  /** The section's heading (i18n key), which also names its search box: two searches share the page. */
  heading: string;
  /** The table's accessible name (i18n key); it scrolls sideways inside its own region. */
  tableLabel: string;
  actions?: ReactElement | false;
  /** The collection's ContentTable (its loading, error and empty block included). */
  children: ReactNode;
}

/**
 * Spec §2 Our Partners and Referrers, each a section under its heading: page size 5, search over every text of the
 * rows and the collection's filters, no sorting, in the page's own state (two lists on one page must not share the address). A failed load toasts
 * with info severity (useListLoadToast); the table says it.
 */
export const PromotionList = ({ collection, heading, tableLabel, actions = false, children }: PromotionListProps) => {
  const translate = useTranslate();
  const headingId = useId();
  const queryOptions = useListLoadToast();
  // The search is named for screen readers (its placeholder is not a label), after its section: two share the page.
  // Beside it, the collection's filters (partners: Active; referrers: Purchased).
  const filters = useContentListFilters(collection, {
    id: `${collection.name}-search`,
    placeholder: translate('app.promotion.search'),
    label: translate('app.promotion.search_named', { name: translate(heading) }),
  });
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {translate(heading)}
      </Typography>
      <List
        resource={collection.name}
        title={false}
        perPage={PROMOTION_PAGE_SIZE}
        sort={{ field: 'position', order: 'ASC' }}
        disableSyncWithLocation
        storeKey={false}
        filters={filters}
        exporter={false}
        empty={false}
        actions={actions}
        queryOptions={queryOptions}
        pagination={<PromotionPagination />}
        sx={LIST_FITS_SX}
      >
        <Box role="region" aria-label={translate(tableLabel)} tabIndex={0} sx={SCROLL_REGION_SX}>
          {children}
        </Box>
      </List>
    </Box>
  );
};
