import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, EditButton, List, TopToolbar, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { rideShareCities } from '../../../contract/content/index.ts';
import { useListLoadError } from '../../custom/content/ListLoadError.tsx';
import { contentTableSx } from '../../custom/homePage/contentTableSx.ts';
import { ActiveSwitch } from '../../custom/rideShare/ActiveSwitch.tsx';
import { RowDeleteButton } from '../../custom/rideShare/RowDeleteButton.tsx';

const T = 'resources.rideShareCities';
const Column = DataTable.Col;
const nameOf = (record: RaRecord) => String(record.cityName ?? '');
const optionsOf = (record: RaRecord) => ({ name: nameOf(record) });

const CityRowActions = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    if (!record) return null;
    return (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, whiteSpace: 'nowrap' }}>
            <EditButton resource={rideShareCities.name} aria-label={translate(`${T}.action.edit_named`, optionsOf(record))} />
            <RowDeleteButton label={`${T}.action.delete_named`} confirmTitle={`${T}.message.delete_title`} confirmContent={`${T}.message.delete_content`} optionsOf={optionsOf} />
        </Box>
    );
};

const CitiesEmpty = () => {
    const translate = useTranslate();
    return (
        <Typography variant="body2" sx={{ p: 2 }}>
            {translate(`${T}.empty`)}
        </Typography>
    );
};

const zonesOf = (record: RaRecord) => (Array.isArray(record.zone) ? record.zone.join(', ') : '');

/**
 * /admin/ride-share-cities (spec §2): every city page with its place, URL and an active switch that saves at once
 * (§4); Add opens the form in add mode, a row's Edit in update mode.
 */
export const RideShareCityList = () => {
    const isPhone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const loadError = useListLoadError();
    return (
        <>
            <List
                resource={rideShareCities.name}
                title={`${T}.title`}
                sort={{ field: 'cityName', order: 'ASC' }}
                perPage={50}
                exporter={false}
                empty={false}
                actions={
                    <TopToolbar>
                        <CreateButton resource={rideShareCities.name} label={`${T}.action.add`} />
                    </TopToolbar>
                }
                {...loadError}
            >
                <DataTable bulkActionButtons={false} rowClick={false} sx={contentTableSx} empty={<CitiesEmpty />}>
                    <Column source="cityName" label={`${T}.fields.cityName`} />
                    <Column source="workState" label={`${T}.fields.workState`} />
                    {isPhone ? null : <Column source="plateType" label={`${T}.fields.plateType`} />}
                    {isPhone ? null : <Column source="zone" label={`${T}.fields.zone`} disableSort render={zonesOf} />}
                    {isPhone ? null : <Column source="url" label={`${T}.fields.url`} />}
                    <Column source="active" label={`${T}.fields.active`} disableSort>
                        <ActiveSwitch source="active" label={`${T}.action.active_named`} nameOf={nameOf} />
                    </Column>
                    <Column label={`${T}.action.actions`} disableSort align="right">
                        <CityRowActions />
                    </Column>
                </DataTable>
            </List>
        </>
    );
};
