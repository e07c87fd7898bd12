import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { UniqueIdentifier } from '@dnd-kit/core';
import { SortableOrderProvider, SortHandle, useSortableItem, useSortableOrder, type SortableOrderOptions } from './sortableOrder.tsx';

interface Item {
    id: string | number;
}

export interface SortableRowsProps<T extends Item> extends SortableOrderOptions<T> {
    /** One item; `handle` is its drag handle, to be placed in it. */
    renderItem: (item: T, handle: ReactNode) => ReactNode;
    /** The list's accessible name ('Category cards'). */
    label: string;
}

const SortableItem = ({ id, name, disabled, children }: { id: UniqueIdentifier; name: string; disabled: boolean; children: (handle: ReactNode) => ReactNode }) => {
    const { setNodeRef, style, handle } = useSortableItem(id, name, disabled);
    return (
        <Box component="li" ref={setNodeRef} sx={{ listStyle: 'none' }} style={style}>
            {children(<SortHandle {...handle} />)}
        </Box>
    );
};

/**
 * A list collection's items as cards, reordered by dragging their handle or with the keyboard, each move announced
 * and the whole order saved at once (sortableOrder.tsx, shared with the generic content table).
 */
export const SortableRows = <T extends Item>({ resource, items, nameOf, renderItem, label }: SortableRowsProps<T>) => {
    const sortable = useSortableOrder({ resource, items, nameOf });
    return (
        <SortableOrderProvider sortable={sortable}>
            <Box component="ul" aria-label={label} aria-busy={sortable.saving} sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                {sortable.ordered.map(item => (
                    <SortableItem key={item.id} id={item.id} name={nameOf(item)} disabled={sortable.saving || sortable.ordered.length < 2}>
                        {handle => renderItem(item, handle)}
                    </SortableItem>
                ))}
            </Box>
        </SortableOrderProvider>
    );
};
