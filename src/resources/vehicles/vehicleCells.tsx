import type { MouseEvent } from 'react';
import { IconButton, Stack, Switch, Typography } from '@mui/material';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  DataTable,
  useBasename,
  useDataTableRenderContext,
  useExpanded,
  useListSortContext,
  useRecordContext,
  useTranslate,
  type DataTableColumnProps,
} from 'react-admin';
import { VEHICLES_RESOURCE } from '../../dataProvider/vehicleResource.ts';
import type { VehicleRecord } from '../../types.ts';
import { formatDay } from './format.ts';
import { DEFAULT_SORT } from './listPrefsStorage.ts';
import { cellClasses } from './listTableStyles.ts';
import { vehicleDetailUrl } from './paths.ts';

/** The column props this table uses (no `cellSx`, `cellClassName`, `field`: the light cell ignores them). */
type VehicleColumnProps = Pick<
  DataTableColumnProps<VehicleRecord>,
  'source' | 'label' | 'render' | 'children' | 'align' | 'disableSort'
>;

const Column = DataTable.Col<VehicleRecord>;

/**
 * A body cell as <DataTableCell> renders it (same classes and content), as a plain <td> styled by the table
 * (listTableStyles.ts): react-admin's, two styled layers subscribed to the hidden-columns store, made up half of a row's
 * cost, 15 times per row, for a table without a columns button.
 */
const VehicleCell = ({ source, render, children, align }: VehicleColumnProps) => {
  const record = useRecordContext<VehicleRecord>();
  const value: unknown = record && source ? record[source as keyof VehicleRecord] : undefined;
  const classes = [
    'MuiTableCell-root MuiTableCell-body',
    align === 'right' ? 'MuiTableCell-alignRight' : null,
    'MuiTableCell-sizeSmall RaDataTable-rowCell',
    `column-${source}`,
    cellClasses.cell,
  ];
  return (
    <td className={classes.filter(Boolean).join(' ')}>
      {children ?? (render ? record && render(record) : value != null ? String(value) : null)}
    </td>
  );
};

/** React-admin's <DataTable.Col> for the header (sort label, alignment), a light cell for the rows (no nested sources). */
export const VehicleColumn = (props: VehicleColumnProps) =>
  useDataTableRenderContext() === 'data' ? <VehicleCell {...props} /> : <Column {...props} />;

/**
 * Header of the Show on FE column (spec §2: "a header toggle sorts by active"): on, shown vehicles first; off, the
 * default sort. Inside <ResetPagingOnSort>, so toggling also returns to page 0 with 20 rows.
 */
export const ActiveSortToggle = () => {
  const translate = useTranslate();
  const { sort, setSort } = useListSortContext();
  const checked = sort?.field === 'active' && sort.order === 'DESC';
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} component="span">
      <span>{translate('resources.vehicles.fields.active')}</span>
      <Switch
        size="small"
        checked={checked}
        onChange={(_event, on) => setSort(on ? { field: 'active', order: 'DESC' } : DEFAULT_SORT)}
        slotProps={{ input: { 'aria-label': translate('resources.vehicles.action.sort_by_active') } }}
      />
    </Stack>
  );
};

/**
 * A plain click goes on to the row, whose click opens the vehicle inside the app; with Ctrl, ⌘, Shift or Alt it is
 * the browser's (new tab, new window) and the row must not navigate as well.
 */
const onStockIdClick = (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) event.stopPropagation();
  else event.preventDefault();
};

// The row's own click opens the detail in this tab; the row's buttons and switch must not trigger it as well.
export const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/**
 * Column 1: the stock id as a link to the vehicle, so keyboards (Tab, Enter) open it as a row click does. A plain
 * anchor rather than a router link, which would subscribe every row to the location; the row already navigates.
 */
export const VehicleStockIdLink = () => {
  const record = useRecordContext<VehicleRecord>();
  const basename = useBasename();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <a
      href={vehicleDetailUrl(basename, record.stockid)}
      className={cellClasses.link}
      title={translate('resources.vehicles.action.open', { stockid: record.stockid })}
      onClick={onStockIdClick}
    >
      {record.stockid}
    </a>
  );
};

/** Spec §3: a `markForDeletion` date is shown with a red icon; nothing when the vehicle is not marked. */
export const MarkForDeletionField = () => {
  const record = useRecordContext<VehicleRecord>();
  const translate = useTranslate();
  if (!record?.markForDeletion) return null;
  const date = formatDay(record.markForDeletion);
  return (
    <Stack
      direction="row"
      alignItems="center"
      spacing={0.5}
      title={translate('resources.vehicles.marked_on', { date })}
    >
      <DeleteForeverIcon color="error" fontSize="small" aria-hidden />
      <Typography variant="body2" component="span" noWrap>
        {date}
      </Typography>
    </Stack>
  );
};

/**
 * Column 15 (not sortable). Details: opens the row's detail panel like the table's own expand arrow (same store
 * entry), but as a real, focusable, named button: react-admin hides its arrow from keyboards and screen readers.
 * New tab: a real link, so middle-click and "copy link" work too.
 */
export const VehicleRowActions = () => {
  const record = useRecordContext<VehicleRecord>();
  const translate = useTranslate();
  const basename = useBasename();
  const [expanded, toggle] = useExpanded(VEHICLES_RESOURCE, record?.id ?? '');
  if (!record) return null;
  const { stockid } = record;
  return (
    <div className={cellClasses.actions}>
      <IconButton
        size="small"
        aria-expanded={expanded}
        aria-controls={`${VEHICLES_RESOURCE}-${record.id}-expand`}
        aria-label={translate(`resources.vehicles.action.${expanded ? 'hide' : 'show'}_details`, { stockid })}
        onClick={(event) => {
          stopRowClick(event);
          toggle();
        }}
      >
        {expanded ? <UnfoldLessIcon fontSize="small" /> : <UnfoldMoreIcon fontSize="small" />}
      </IconButton>
      <IconButton
        component="a"
        href={vehicleDetailUrl(basename, stockid)}
        target="_blank"
        rel="noopener noreferrer"
        size="small"
        aria-label={translate('resources.vehicles.action.open_new_tab', { stockid })}
        onClick={stopRowClick}
      >
        <OpenInNewIcon fontSize="small" />
      </IconButton>
    </div>
  );
};
