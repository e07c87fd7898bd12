import type { ReactNode } from 'react';
import { Alert, Box, Chip, Paper, Typography } from '@mui/material';
import { Loading, RecordContextProvider, ResourceContextProvider, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { rdsList } from '../../../contract/content/index.ts';
import { failureMessageOf } from '../../custom/content/contentValues.ts';
import { SortableRows } from '../../custom/content/SortableRows.tsx';
import { ActiveSwitch } from '../../custom/rideShare/ActiveSwitch.tsx';
import { RowDeleteButton } from '../../custom/rideShare/RowDeleteButton.tsx';
import { RdsAddForm } from './RdsAddForm.tsx';

const T = 'resources.rdsList';
const optionsOf = (record: RaRecord) => ({ stockId: String(record.stockId ?? ''), zone: String(record.zone ?? '') });
const nameOf = (record: RaRecord) => `${String(record.stockId ?? '')} (${String(record.zone ?? '')})`;
// Every entry: the order call must name them all.
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'position', order: 'ASC' as const }, filter: {} };

const RdsEntry = ({ record, handle }: { record: RaRecord; handle: ReactNode }) => {
    const translate = useTranslate();
    return (
        <RecordContextProvider value={record}>
            <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, p: 1 }}>
                {handle}
                <Typography component="span" sx={{ fontWeight: 500, minWidth: '8rem' }}>
                    {String(record.stockId)}
                </Typography>
                <Chip size="small" label={String(record.zone)} />
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap', ml: 'auto' }}>
                    <Typography component="span" variant="body2" color="text.secondary" aria-hidden>
                        {translate(`${T}.fields.visible`)}
                    </Typography>
                    <ActiveSwitch source="visible" label={`${T}.action.visible_named`} nameOf={nameOf} />
                    <RowDeleteButton label={`${T}.action.delete_named`} confirmTitle={`${T}.message.delete_title`} confirmContent={`${T}.message.delete_content`} optionsOf={optionsOf} />
                </Box>
            </Paper>
        </RecordContextProvider>
    );
};

/**
 * The RDS list (spec §7 /rds-list; README "Ride-share"): the ride-share delivery vehicles the public ride-share
 * pages show, by zone, in display order (drag a handle, or Space and the arrow keys on it: SortableRows saves the
 * whole order). Each entry's visible switch saves at once; entries are added from the DMS's list and removed after a
 * question. On /admin/rideshare-home, under the home items.
 */
export const RdsListSection = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const { data, error, isPending } = useGetList(rdsList.name, ALL, {
        // Spec §8: list loads use info severity.
        onError: failure => notify(failureMessageOf(failure), { type: 'info', messageArgs: { _: failureMessageOf(failure) } }),
    });
    return (
        <Box component="section" aria-labelledby="rds-list-heading" sx={{ mt: 4 }}>
            <Typography id="rds-list-heading" variant="h6" component="h2">
                {translate(`${T}.heading`)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate(`${T}.intro`)}
            </Typography>
            <RdsAddForm />
            {isPending ? (
                <Loading />
            ) : error ? (
                <Alert severity="info">{translate(`${T}.load_failed`, { message: failureMessageOf(error) })}</Alert>
            ) : data.length === 0 ? (
                <Typography variant="body2">{translate(`${T}.empty`)}</Typography>
            ) : (
                <ResourceContextProvider value={rdsList.name}>
                    <SortableRows resource={rdsList.name} items={data} nameOf={nameOf} label={translate(`${T}.list_label`)} renderItem={(record, handle) => <RdsEntry record={record} handle={handle} />} />
                </ResourceContextProvider>
            )}
        </Box>
    );
};
