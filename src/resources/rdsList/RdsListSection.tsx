import { Box, Typography } from '@mui/material';
import { DataTable, List, useRecordContext, type RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { rdsList } from '../../../contract/content/index.ts';
import { useListLoadError } from '../../custom/content/ListLoadError.tsx';
import { contentTableSx } from '../../custom/homePage/contentTableSx.ts';
import { ActiveSwitch } from '../../custom/rideShare/ActiveSwitch.tsx';
import { RowDeleteButton } from '../../custom/rideShare/RowDeleteButton.tsx';
import { RdsAddForm } from './RdsAddForm.tsx';

const T = 'resources.rdsList';
const Column = DataTable.Col;
const optionsOf = (record: RaRecord) => ({ stockId: String(record.stockId ?? ''), zone: String(record.zone ?? '') });
const nameOf = (record: RaRecord) => `${String(record.stockId ?? '')} (${String(record.zone ?? '')})`;

const RdsRowActions = () => {
    const record = useRecordContext();
    if (!record) return null;
    return (
        <RowDeleteButton label={`${T}.action.delete_named`} confirmTitle={`${T}.message.delete_title`} confirmContent={`${T}.message.delete_content`} optionsOf={optionsOf} />
    );
};

const RdsEmpty = () => {
    const translate = useTranslate();
    return (
        <Typography variant="body2" sx={{ p: 2 }}>
            {translate(`${T}.empty`)}
        </Typography>
    );
};

/**
 * The RDS list (spec §7 /rds-list; README "Ride-share"): the ride-share delivery vehicles the public ride-share
 * pages show, by zone, in display order. Each entry's visible switch saves at once; entries are added from the
 * DMS's list and removed after a question. On /admin/rideshare-home, under the home items.
 */
export const RdsListSection = () => {
    const translate = useTranslate();
    const loadError = useListLoadError();
    return (
        <Box component="section" aria-labelledby="rds-list-heading" sx={{ mt: 4 }}>
            <Typography id="rds-list-heading" variant="h6" component="h2">
                {translate(`${T}.heading`)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate(`${T}.intro`)}
            </Typography>
            <RdsAddForm />
            <List
                resource={rdsList.name}
                title={false}
                disableSyncWithLocation
                storeKey={false}
                sort={{ field: 'position', order: 'ASC' }}
                perPage={50}
                exporter={false}
                empty={false}
                actions={false}
                {...loadError}
            >
                <DataTable bulkActionButtons={false} rowClick={false} sx={contentTableSx} empty={<RdsEmpty />}>
                    <Column source="position" label={`${T}.fields.position`} disableSort render={record => Number(record.position) + 1} />
                    <Column source="stockId" label={`${T}.fields.stockId`} disableSort />
                    <Column source="zone" label={`${T}.fields.zone`} disableSort />
                    <Column source="visible" label={`${T}.fields.visible`} disableSort>
                        <ActiveSwitch source="visible" label={`${T}.action.visible_named`} nameOf={nameOf} />
                    </Column>
                    <Column label="resources.rideShareHome.action.actions" disableSort align="right">
                        <RdsRowActions />
                    </Column>
                </DataTable>
            </List>
        </Box>
    );
};
