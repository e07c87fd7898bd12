import { DataTable, useDataTableRenderContext, useRecordContext, type DataTableColumnProps } from 'react-admin';
import type { VehicleRecord } from '../../types.ts';
import { cellClasses } from './listTableStyles.ts';

/** The column props this table uses (no `cellSx`, `cellClassName`, `field`: the light cell ignores them). */
type VehicleColumnProps = Pick<
  DataTableColumnProps<VehicleRecord>,
  'source' | 'label' | 'render' | 'children' | 'align' | 'disableSort'
>;

const Column = DataTable.Col<VehicleRecord>;

/**
 * A body cell as <DataTableCell> renders it (same classes and content), as a plain <td> whose
 * CSS the table carries (listTableStyles.ts). React-admin's cell wraps a styled MUI <TableCell>
 * in a second styled layer and subscribes each cell to the hidden-columns store: 15 of them per
 * row made up half of a row's cost, for a table without a columns button.
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

/**
 * A column of the vehicle table: react-admin's <DataTable.Col> for the header (sort label,
 * alignment), a light cell for the rows. Nested `source` paths are not needed here and not read.
 */
export const VehicleColumn = (props: VehicleColumnProps) =>
  useDataTableRenderContext() === 'data' ? <VehicleCell {...props} /> : <Column {...props} />;
