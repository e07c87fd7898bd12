import type { ReactNode } from 'react';
import { Typography, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { DataTable, useListContext, type RaRecord } from 'react-admin';
import { listColumnsOf, type CollectionDeclaration } from '../../../../contract/content/index.ts';
import { SortableRows, SortableTableBody, useSortableOrder } from '../sortableOrder.tsx';
import { ContentBulkActions, hasBulkActions } from './ContentBulkActions.tsx';
import { ContentListStatus } from './ContentListStatus.tsx';
import { ContentRowActions } from './ContentRowActions.tsx';
import { RowActionDelayProvider } from './RowActionDelay.tsx';
import { fieldColumns, positionColumn, statusColumn } from './contentColumns.tsx';
import { isFiltered } from './contentListFilters.tsx';
import { useCollectionTexts } from './useCollectionTexts.ts';

const Table = DataTable<RaRecord>;
const Column = DataTable.Col<RaRecord>;
const NO_ROWS: RaRecord[] = [];

const ACTIONS_CLASS = 'ContentTable-rowActions';

// The table scrolls inside its card (theme.ts); on phones its cells use half padding, and each row's Edit and Delete
// stay at the card's right edge while the other columns (pictures, mostly) scroll under them.
const tableSx: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& .MuiTableCell-root': { px: 1 },
    [`& .${ACTIONS_CLASS}`]: {
      position: 'sticky',
      right: 0,
      zIndex: 1,
      bgcolor: 'background.paper',
      boxShadow: `-6px 0 6px -6px ${theme.palette.text.secondary}`,
    },
    // Its heading also sticks to the top, as every heading does (z-index 2): above those, or they cover it.
    [`& th.${ACTIONS_CLASS}`]: { zIndex: 3 },
  },
});

export interface ContentTableOptions {
  /** The columns, in order; by default the declaration's (listColumnsOf). */
  columns?: readonly string[];
  /** Drag and keyboard reordering; by default on for a collection ordered by position (off while filtered). */
  reorder?: boolean;
  /** Row checkboxes and bulk actions; by default where the declaration allows them. */
  bulk?: boolean;
  /** Each row's Edit and Delete (default on). */
  rowActions?: boolean;
  /** Cells after the fields' (before the row actions). */
  children?: ReactNode;
}

/**
 * A content collection's table (issue 24): the declared columns, the position and drag handle of an ordered list, row
 * and bulk actions, and the one loading, error and empty block. It reads the list context around it (`<List>` or
 * `<ListBase resource=…>`), so a custom screen can hold a collection inside a bigger page.
 */
export const ContentTable = ({
  collection,
  columns,
  reorder,
  bulk,
  rowActions = true,
  children,
}: ContentTableOptions & { collection: CollectionDeclaration }) => {
  // How a row is named (its handle 'Move …', its switches), '(untitled)' as its Edit and Delete say.
  const { t, titleOf: nameOf } = useCollectionTexts(collection);
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { data, filterValues, error } = useListContext();
  const ordered = collection.orderBy === 'position';
  const filtered = isFiltered(filterValues);
  // A search or filter shows part of the collection; the server's order call needs every item.
  const canReorder = (reorder ?? collection.admin?.reorder ?? ordered) && ordered && !filtered;
  const sortable = useSortableOrder(collection.name, data ?? NO_ROWS, nameOf);
  const withBulk = bulk ?? hasBulkActions(collection);

  const table = (
    <Table
      data={canReorder ? sortable.ordered : undefined}
      body={canReorder ? SortableTableBody : undefined}
      bulkActionButtons={withBulk ? <ContentBulkActions collection={collection} /> : false}
      // A row opens its edit page, as its Edit does (dialog editing: only its Edit button).
      rowClick={
        rowActions && (collection.admin?.edit ?? 'page') === 'page' && !collection.admin?.editor ? 'edit' : false
      }
      sx={tableSx}
      aria-busy={sortable.saving || undefined}
    >
      {ordered && collection.admin?.reorder !== false ? positionColumn(canReorder) : null}
      {fieldColumns(collection, columns ?? listColumnsOf(collection), isPhone, nameOf)}
      {collection.publishWindow ? statusColumn() : null}
      {children}
      {rowActions ? (
        <Column
          label="app.content.generic.actions"
          disableSort
          align="right"
          headerClassName={ACTIONS_CLASS}
          cellClassName={ACTIONS_CLASS}
        >
          <ContentRowActions collection={collection} />
        </Column>
      ) : null}
    </Table>
  );

  return (
    <RowActionDelayProvider delay={collection.admin?.rowActionDelay}>
      {/* Only over rows that could be reordered: an empty result says just that nothing matches. */}
      {ordered && filtered && !error && (data?.length ?? 0) > 0 && (reorder ?? collection.admin?.reorder ?? true) ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
          {t('app.content.generic.reorder_filtered')}
        </Typography>
      ) : null}
      <ContentListStatus collection={collection}>
        {canReorder ? <SortableRows sortable={sortable}>{table}</SortableRows> : table}
      </ContentListStatus>
    </RowActionDelayProvider>
  );
};
