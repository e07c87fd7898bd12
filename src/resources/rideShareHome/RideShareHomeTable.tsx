import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, EditButton, List, TopToolbar, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { rideShareHome } from '../../../contract/content/index.ts';
import { ImageThumbField } from '../../custom/content/fields/ImageThumbField.tsx';
import { VisibleField } from '../../custom/content/fields/VisibleField.tsx';
import { useListLoadError } from '../../custom/content/ListLoadError.tsx';
import { contentTableSx } from '../../custom/homePage/contentTableSx.ts';
import { RowDeleteButton } from '../../custom/rideShare/RowDeleteButton.tsx';

const T = 'resources.rideShareHome';
const Column = DataTable.Col;
const titleOptions = (record: RaRecord) => ({ title: String(record.title ?? '') });

const HomeRowActions = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    if (!record) return null;
    return (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, whiteSpace: 'nowrap' }}>
            <EditButton resource={rideShareHome.name} aria-label={translate(`${T}.action.edit_named`, titleOptions(record))} />
            <RowDeleteButton
                label={`${T}.action.delete_named`}
                confirmTitle={`${T}.message.delete_title`}
                confirmContent={`${T}.message.delete_content`}
                optionsOf={titleOptions}
            />
        </Box>
    );
};

const HomeEmpty = () => {
    const translate = useTranslate();
    return (
        <Typography variant="body2" sx={{ p: 2 }}>
            {translate(`${T}.empty`)}
        </Typography>
    );
};

/**
 * Spec §4 'Ride-share home: table with title, visible, desktop and mobile images', in display order. Embedded in
 * /admin/rideshare-home, so it neither writes its state into the URL nor sets the page title.
 */
export const RideShareHomeTable = () => {
    const isPhone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const loadError = useListLoadError();
    return (
        <List
            resource={rideShareHome.name}
            title={false}
            disableSyncWithLocation
            storeKey={false}
            sort={{ field: 'position', order: 'ASC' }}
            perPage={25}
            exporter={false}
            empty={false}
            actions={
                <TopToolbar>
                    <CreateButton resource={rideShareHome.name} label={`${T}.action.add`} />
                </TopToolbar>
            }
            {...loadError}
        >
            <DataTable bulkActionButtons={false} rowClick={false} sx={contentTableSx} empty={<HomeEmpty />}>
                <Column source="title" label={`${T}.fields.title`} disableSort />
                <Column source="visible" label={`${T}.fields.visible`} disableSort>
                    <VisibleField />
                </Column>
                {isPhone ? null : (
                    <Column source="img" label={`${T}.fields.img`} disableSort>
                        <ImageThumbField source="img" />
                    </Column>
                )}
                <Column source="mobileImg" label={`${T}.fields.mobileImg`} disableSort>
                    <ImageThumbField source="mobileImg" />
                </Column>
                <Column label={`${T}.action.actions`} disableSort align="right">
                    <HomeRowActions />
                </Column>
            </DataTable>
        </List>
    );
};
