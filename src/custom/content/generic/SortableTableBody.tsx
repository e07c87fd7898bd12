import { createContext, useContext } from 'react';
import {
  DataTableBody,
  DataTableRow,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableRowProps,
  type RaRecord,
} from 'react-admin';
import { SortHandleProvider, useSortableItem } from '../sortableOrder.tsx';

interface SortableRowOptions {
  nameOf: (record: RaRecord) => string;
  /** While an order is saved, or with a single row. */
  disabled: boolean;
}

// DataTable takes its body and rows as component types: their options come through a context.
const RowOptions = createContext<SortableRowOptions>({ nameOf: (record) => String(record.id), disabled: true });
export const SortableRowOptionsProvider = RowOptions.Provider;

/** A table row that moves with its handle (RowSortHandle, in one of its cells). */
const SortableTableRow = (props: DataTableRowProps) => {
  const record = useRecordContext();
  const { nameOf, disabled } = useContext(RowOptions);
  const { setNodeRef, style, handle } = useSortableItem(record?.id ?? '', record ? nameOf(record) : '', disabled);
  return (
    <SortHandleProvider value={handle}>
      <DataTableRow ref={setNodeRef} {...props} style={style} />
    </SortHandleProvider>
  );
};

/** DataTable's body with sortable rows, inside a SortableOrderProvider. */
export const SortableTableBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={SortableTableRow} />;
