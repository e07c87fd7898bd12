import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Typography, type SxProps, type Theme } from '@mui/material';
import { Button, DataTable, List, Pagination, TopToolbar, useListContext, useNotify, useTranslate } from 'react-admin';
import { MenuItemCreateDialog } from './MenuItemCreateDialog.tsx';
import { MenuItemRowActions } from './MenuItemRowActions.tsx';
import { MENU_ITEMS_RESOURCE } from './paths.ts';
import { RowActionDelayProvider } from './RowActionDelay.tsx';
import type { MenuItemRecord } from './types.ts';

const Table = DataTable<MenuItemRecord>;
const Column = DataTable.Col<MenuItemRecord>;

/** The text to show for a failed load: ApiError messages are already the server's `msg`/`message` (spec §8). */
const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : 'app.errors.fallback');

// The table keeps to its card (theme.ts); on phones half of MUI's cell padding leaves the link path room.
const tableSx: SxProps<Theme> = theme => ({
    [theme.breakpoints.down('sm')]: { '& .MuiTableCell-root': { px: 1 } },
    '& .column-linkPath': { overflowWrap: 'anywhere' },
});

const MenuItemListActions = () => {
    const [open, setOpen] = useState(false);
    return (
        <TopToolbar>
            <Button label="resources.menuItems.action.add" onClick={() => setOpen(true)}>
                <AddIcon />
            </Button>
            {open && <MenuItemCreateDialog open onClose={() => setOpen(false)} />}
        </TopToolbar>
    );
};

/**
 * Spec §4: a list that fails to load resets to empty and keeps the error. The List shows this instead of
 * the table (so rows of an earlier load are gone) until a later load succeeds.
 */
const MenuItemLoadError = () => {
    const translate = useTranslate();
    const { error } = useListContext();
    const message = translate(messageOf(error), { _: messageOf(error) });
    return (
        <>
            <Alert severity="info" sx={{ m: 2 }}>
                {translate('resources.menuItems.load_failed', { message })}
            </Alert>
            <MenuItemsEmpty />
        </>
    );
};

const MenuItemsEmpty = () => {
    const translate = useTranslate();
    return (
        <Typography variant="body2" sx={{ p: 2 }}>
            {translate('resources.menuItems.empty')}
        </Typography>
    );
};

// No page numbers from an earlier load under the error.
const MenuItemPagination = () => {
    const { error } = useListContext();
    return error ? null : <Pagination />;
};

/**
 * /admin/menu-items (spec §2): the menu items table with add, edit and delete. Spec §8: "Menu load errors show
 * an info toast" — the toast carries the server's message with info severity, and the list keeps it (above).
 */
export const MenuItemList = () => {
    const notify = useNotify();
    const onLoadError = (error: unknown) => {
        const message = messageOf(error);
        notify(message, { type: 'info', messageArgs: { _: message } });
    };
    return (
        <RowActionDelayProvider>
            <List<MenuItemRecord>
                resource={MENU_ITEMS_RESOURCE}
                sort={{ field: 'position', order: 'ASC' }}
                perPage={25}
                actions={<MenuItemListActions />}
                exporter={false}
                // Keep the toolbar (and its Add button) when there is no item yet.
                empty={false}
                error={<MenuItemLoadError />}
                pagination={<MenuItemPagination />}
                queryOptions={{ onError: onLoadError }}
            >
                <Table bulkActionButtons={false} rowClick={false} sx={tableSx} empty={<MenuItemsEmpty />}>
                    <Column source="title" disableSort />
                    <Column source="linkPath" disableSort />
                    <Column label="resources.menuItems.action.actions" disableSort align="right">
                        <MenuItemRowActions />
                    </Column>
                </Table>
            </List>
        </RowActionDelayProvider>
    );
};
