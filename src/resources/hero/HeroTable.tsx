import { Box, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, EditButton, List, TopToolbar } from 'react-admin';
import { hero } from '../../../contract/content/index.ts';
import { ImageThumbField } from '../../custom/content/fields/ImageThumbField.tsx';
import { useListLoadError } from '../../custom/content/ListLoadError.tsx';
import { VisibleField } from '../../custom/content/fields/VisibleField.tsx';
import { WindowStateField } from '../../custom/content/fields/WindowStateField.tsx';
import { contentTableSx } from '../../custom/homePage/contentTableSx.ts';
import { DeleteHeroButton } from './DeleteHeroButton.tsx';

interface HeroRecord {
    id: string;
    title: string;
    visible: boolean;
}

const Table = DataTable<HeroRecord>;
const Column = DataTable.Col<HeroRecord>;

const HeroTableActions = () => (
    <TopToolbar>
        <CreateButton resource={hero.name} label="resources.hero.action.create" />
    </TopToolbar>
);

/** A row's buttons side by side, each label on one line. */
const HeroRowActions = () => (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, whiteSpace: 'nowrap' }}>
        <EditButton />
        <DeleteHeroButton />
    </Box>
);

/**
 * Every hero image in display order (the public carousel's order): title, visible, status, both pictures.
 * Embedded in /admin/hero-images, so it neither writes its state into the URL nor sets the page title.
 * On phones the visible column goes (the status chip says Hidden) and so does the desktop picture.
 */
export const HeroTable = () => {
    const isPhone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    // Spec §4/§8: a failed load is an info toast and an info alert in place of the rows, until a load succeeds.
    const loadError = useListLoadError();
    return (
        <List<HeroRecord>
            resource={hero.name}
            title={false}
            disableSyncWithLocation
            storeKey={false}
            sort={{ field: 'position', order: 'ASC' }}
            perPage={25}
            actions={<HeroTableActions />}
            exporter={false}
            empty={false}
            {...loadError}
        >
            <Table bulkActionButtons={false} rowClick="edit" sx={contentTableSx}>
                <Column source="title" disableSort />
                {isPhone ? null : (
                    <Column source="visible" disableSort>
                        <VisibleField />
                    </Column>
                )}
                <Column label="app.content.fields.status" disableSort>
                    <WindowStateField />
                </Column>
                {/* On phones the square mobile picture alone: the wide desktop one would push the row's buttons off. */}
                {isPhone ? null : (
                    <Column source="img" disableSort>
                        <ImageThumbField source="img" />
                    </Column>
                )}
                <Column source="mobileImg" disableSort>
                    <ImageThumbField source="mobileImg" />
                </Column>
                <Column label="app.content.fields.actions" disableSort align="right">
                    <HeroRowActions />
                </Column>
            </Table>
        </List>
    );
};
