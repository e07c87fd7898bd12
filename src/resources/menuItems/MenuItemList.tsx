import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Typography, type SxProps, type Theme } from '@mui/material';
import { Button, DataTable, List, TopToolbar, useTranslate } from 'react-admin';
import { useListLoadError } from '../../custom/content/ListLoadError.tsx';
import { MenuItemCreateDialog } from './MenuItemCreateDialog.tsx';
import { MenuItemRowActions } from './MenuItemRowActions.tsx';
import { MENU_ITEMS_RESOURCE } from './paths.ts';
import { RowActionDelayProvider } from './RowActionDelay.tsx';
import type { MenuItemRecord } from './types.ts';

const Table = DataTable<MenuItemRecord>;
const Column = DataTable.Col<MenuItemRecord>;

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

const MenuItemsEmpty = () => {
    const translate = useTranslate();
    return (
        <Typography variant="body2" sx={{ p: 2 }}>
            {translate('resources.menuItems.empty')}
        </Typography>
    );
};

/**
 * /admin/menu-items (spec §2): the menu items table with add, edit and delete. Spec §8: "Menu load errors show
 * an info toast" — the toast carries the server's message with info severity, and the list keeps it, in place
 * of the table, until a load succeeds (spec §4; useListLoadError, shared by the content tables).
 */
export const MenuItemList = () => {
    const loadError = useListLoadError();
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
                {...loadError}
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
