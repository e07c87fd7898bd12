import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  DataTableBody,
  DataTableRow,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type DataTableBodyProps,
  type DataTableRowProps,
  type RaRecord,
} from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';

/**
 * The one reorder of the console's ordered lists (the generic content table's rows): dnd-kit with the pointer and the
 * keyboard, each move announced, a drop saving the whole order in one request (POST /v1/content/{collection}/order).
 * The new order shows at once and goes back to the stored one if the server refuses it (an item added or deleted).
 */

/**
 * The rows in the order shown (the admin's latest move until the server has answered), and the drag's context.
 * `items` is every item of a collection ordered by `position`, in stored order (the server refuses an order that
 * misses one); `nameOf` how staff call an item ('SUVs'), for its handle's name and the announcements.
 */
export const useSortableOrder = (resource: string, items: readonly RaRecord[], nameOf: (item: RaRecord) => string) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [order, setOrder] = useState<UniqueIdentifier[]>(() => items.map((item) => item.id));
  const [saving, setSaving] = useState(false);
  // A new load (after a save, an add or a delete) is the truth again: set while rendering, as React advises for
  // state that follows a prop.
  const [orderOf, setOrderOf] = useState(items);
  if (orderOf !== items) {
    setOrderOf(items);
    setOrder(items.map((item) => item.id));
  }

  const byId = useMemo(() => new Map<UniqueIdentifier, RaRecord>(items.map((item) => [item.id, item])), [items]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const lastOver = useRef<UniqueIdentifier | null>(null);
  const nameAt = (id: UniqueIdentifier) => {
    const item = byId.get(id);
    return item ? nameOf(item) : String(id);
  };
  const positionOf = (id: UniqueIdentifier | undefined) => ({
    position: id === undefined ? 0 : order.indexOf(id) + 1,
    count: order.length,
  });
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return translate('app.content.order.picked', { name: nameAt(active.id), ...positionOf(active.id) });
    },
    // dnd-kit reports the item over itself at once: 'Picked up' stays until the item really moves.
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return translate('app.content.order.over', { name: nameAt(active.id), ...positionOf(over.id) });
    },
    onDragEnd: ({ active, over }) =>
      over ? translate('app.content.order.dropped', { name: nameAt(active.id), ...positionOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => translate('app.content.order.cancelled', { name: nameAt(active.id) }),
  };
  const screenReaderInstructions: ScreenReaderInstructions = { draggable: translate('app.content.order.instructions') };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const before = order;
    const next = arrayMove(order, order.indexOf(active.id), order.indexOf(over.id));
    setOrder(next);
    setSaving(true);
    try {
      const answer = await dataProvider.reorderContent(resource, next.map(String));
      notify(answer.message, { type: 'info', messageArgs: { _: answer.message } });
    } catch (error) {
      setOrder(before);
      const message = error instanceof Error && error.message ? error.message : 'app.errors.fallback';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setSaving(false);
      refresh();
    }
  };

  const ordered = order.flatMap((id) => byId.get(id) ?? []);
  const dndProps = {
    sensors,
    collisionDetection: closestCenter,
    onDragEnd: (event: DragEndEvent) => void onDragEnd(event),
    accessibility: { announcements, screenReaderInstructions },
  };
  return { order, ordered, saving, nameOf, dndProps };
};

export type SortableOrder = ReturnType<typeof useSortableOrder>;

type RowOptions = Pick<SortableOrder, 'nameOf'> & { disabled: boolean };
// DataTable takes its body and rows as component types: their options come through a context, and a row's handle
// props reach its cell through another (a table row cannot hand them to a cell by props).
const RowOptionsContext = createContext<RowOptions>({ nameOf: (record) => String(record.id), disabled: true });
type HandleProps = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'> & {
  name: string;
  disabled: boolean;
};
const HandleContext = createContext<HandleProps | null>(null);

/** The drag context around the table whose body is SortableTableBody. */
export const SortableRows = ({ sortable, children }: { sortable: SortableOrder; children: ReactNode }) => {
  // Held still while an order is saved, or with a single row.
  const disabled = sortable.saving || sortable.order.length < 2;
  const options = useMemo(() => ({ nameOf: sortable.nameOf, disabled }), [sortable.nameOf, disabled]);
  return (
    <DndContext {...sortable.dndProps}>
      <SortableContext items={sortable.order} strategy={verticalListSortingStrategy}>
        <RowOptionsContext.Provider value={options}>{children}</RowOptionsContext.Provider>
      </SortableContext>
    </DndContext>
  );
};

/** A table row that moves with its handle (RowSortHandle, in one of its cells). */
const SortableTableRow = (props: DataTableRowProps) => {
  const record = useRecordContext();
  const { nameOf, disabled } = useContext(RowOptionsContext);
  const name = record ? nameOf(record) : '';
  const sortable = useSortable({ id: record?.id ?? '', disabled });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = sortable;
  const style = {
    transform: CSS.Transform.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : 'auto',
    opacity: isDragging ? 0.85 : 1,
  } as const;
  return (
    <HandleContext.Provider value={{ attributes, listeners, setActivatorNodeRef, name, disabled }}>
      <DataTableRow ref={setNodeRef} {...props} style={style} />
    </HandleContext.Provider>
  );
};

/** DataTable's body with sortable rows, inside SortableRows. */
export const SortableTableBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={SortableTableRow} />;

/** The drag handle of the sortable row around it, named after the item ('Move SUVs'); nothing outside one. */
export const RowSortHandle = () => {
  const translate = useTranslate();
  const handle = useContext(HandleContext);
  if (!handle) return null;
  const { attributes, listeners, setActivatorNodeRef, name, disabled } = handle;
  const moveLabel = translate('app.content.order.move', { name });
  return (
    // Beside the handle, inside its own row: below it, the tip covered the next row's handle (tester finding).
    <Tooltip title={moveLabel} placement="right">
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={moveLabel}
        // Not `disabled` while an order is saved: the focus stays on the handle the admin just used.
        aria-disabled={disabled}
        // A click on the handle moves nothing and must not open the row it sits in either.
        onClick={(event) => event.stopPropagation()}
        size="small"
        // The pointer drags from the handle; touch screens scroll elsewhere.
        sx={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon />
      </IconButton>
    </Tooltip>
  );
};
