import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
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
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';

interface Item {
    id: string | number;
}

export interface SortableRowsProps<T extends Item> {
    /** A list collection ordered by `position` (its declaration's `orderBy`). */
    resource: string;
    /** Every item of the collection, in stored order: the server refuses an order that misses one. */
    items: readonly T[];
    /** How staff call an item ('SUVs'), for its handle's name and the announcements. */
    nameOf: (item: T) => string;
    /** One item; `handle` is its drag handle, to be placed in it. */
    renderItem: (item: T, handle: ReactNode) => ReactNode;
    /** The list's accessible name ('Category cards'). */
    label: string;
}

const SortableItem = ({ id, name, disabled, children }: { id: UniqueIdentifier; name: string; disabled: boolean; children: (handle: ReactNode) => ReactNode }) => {
    const translate = useTranslate();
    const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
    const moveLabel = translate('app.content.order.move', { name });
    const handle = (
        <Tooltip title={moveLabel}>
            <IconButton
                ref={setActivatorNodeRef}
                {...attributes}
                {...listeners}
                aria-label={moveLabel}
                // Not `disabled` while an order is saved: the focus stays on the handle the admin just used.
                aria-disabled={disabled}
                size="small"
                // The pointer drags from the handle; touch screens scroll elsewhere.
                sx={{ cursor: disabled ? 'default' : 'grab', touchAction: 'none' }}
            >
                <DragIndicatorIcon />
            </IconButton>
        </Tooltip>
    );
    return (
        <Box
            component="li"
            ref={setNodeRef}
            sx={{
                listStyle: 'none',
                transform: CSS.Transform.toString(transform),
                transition,
                position: 'relative',
                zIndex: isDragging ? 1 : 'auto',
                opacity: isDragging ? 0.85 : 1,
            }}
        >
            {children(handle)}
        </Box>
    );
};

/**
 * A list collection's items, reordered by dragging their handle or with the keyboard (Space or Enter on the handle,
 * the arrow keys, Space or Enter to drop, Escape to cancel), each move announced to screen readers. A drop saves
 * the whole order in one request (POST /v1/content/{collection}/order): the list shows the new order at once, and
 * goes back to the stored one if the server refuses it (someone added or deleted an item meanwhile).
 */
export const SortableRows = <T extends Item>({ resource, items, nameOf, renderItem, label }: SortableRowsProps<T>) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const [order, setOrder] = useState<UniqueIdentifier[]>(() => items.map((item) => item.id));
    const [saving, setSaving] = useState(false);
    // A new load (after a save, an add or a delete) is the truth again.
    useEffect(() => setOrder(items.map((item) => item.id)), [items]);

    const byId = useMemo(() => new Map<UniqueIdentifier, T>(items.map((item) => [item.id, item])), [items]);
    const sensors = useSensors(
        useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
        useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
    );

    const lastOver = useRef<UniqueIdentifier | null>(null);
    const nameAt = (id: UniqueIdentifier) => {
        const item = byId.get(id);
        return item ? nameOf(item) : String(id);
    };
    const positionOf = (id: UniqueIdentifier | undefined) => ({ position: id === undefined ? 0 : order.indexOf(id) + 1, count: order.length });
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
        onDragEnd: ({ active, over }) => (over ? translate('app.content.order.dropped', { name: nameAt(active.id), ...positionOf(over.id) }) : undefined),
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

    return (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={(event) => void onDragEnd(event)} accessibility={{ announcements, screenReaderInstructions }}>
            <SortableContext items={order} strategy={verticalListSortingStrategy}>
                <Box component="ul" aria-label={label} aria-busy={saving} sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                    {order.map((id) => {
                        const item = byId.get(id);
                        if (!item) return null;
                        return (
                            <SortableItem key={id} id={id} name={nameOf(item)} disabled={saving || order.length < 2}>
                                {(handle) => renderItem(item, handle)}
                            </SortableItem>
                        );
                    })}
                </Box>
            </SortableContext>
        </DndContext>
    );
};
