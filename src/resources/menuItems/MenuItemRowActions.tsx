import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import { Box } from '@mui/material';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { MenuItemDeleteButton } from './MenuItemDeleteButton.tsx';
import { MenuItemEditDialog } from './MenuItemEditDialog.tsx';
import { useRowActionDelay } from './RowActionDelay.tsx';
import type { MenuItemRecord } from './types.ts';

/**
 * A row's Edit and Delete, on one line; both wait out the row's second after an action (RowActionDelay.tsx).
 * Edit waits with aria-disabled rather than disabled: a saved dialog gives the focus back to it at once, and a
 * disabled button cannot take it (the focus fell to the page's body, and Tab started again from the top).
 */
export const MenuItemRowActions = () => {
    const record = useRecordContext<MenuItemRecord>();
    const translate = useTranslate();
    const { isDelayed, afterRowAction } = useRowActionDelay();
    const [editing, setEditing] = useState(false);
    if (!record) return null;
    const delayed = isDelayed(record.id);

    return (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
            <Button
                label="resources.menuItems.action.edit"
                aria-label={translate('resources.menuItems.action.edit_named', { title: record.title })}
                aria-disabled={delayed || undefined}
                sx={delayed ? { color: 'action.disabled', cursor: 'default' } : undefined}
                onClick={() => {
                    if (!delayed) setEditing(true);
                }}
            >
                <EditIcon />
            </Button>
            <MenuItemDeleteButton disabled={delayed} />
            {editing ? (
                <MenuItemEditDialog id={record.id} onClose={() => setEditing(false)} onSaved={() => afterRowAction(record.id)} />
            ) : null}
        </Box>
    );
};
