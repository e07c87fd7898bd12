import { useId, type ReactNode } from 'react';
import { Alert, Box, Paper, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Loading, RecordContextProvider, ResourceContextProvider, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { faqList } from '../../../contract/content/index.ts';
import { ImageThumbField } from '../../custom/content/fields/ImageThumbField.tsx';
import { SortableRows } from '../../custom/content/SortableRows.tsx';
import { failureMessageOf } from '../../custom/content/contentValues.ts';
import { ActiveSwitch } from '../../custom/rideShare/ActiveSwitch.tsx';
import { RowDeleteButton } from '../../custom/rideShare/RowDeleteButton.tsx';

export interface FaqRecord extends RaRecord {
    id: string;
    title: string;
    textColor: string;
    active: boolean;
    version: number;
}

const titleOf = (record: RaRecord) => String(record.title ?? '');
const optionsOf = (record: RaRecord) => ({ title: titleOf(record) });
// Every entry: the order call must name them all. Far above any FAQ a site shows.
const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'position', order: 'ASC' as const }, filter: {} };

const ColourSwatch = ({ colour }: { colour: string }) => {
    const translate = useTranslate();
    return (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <Box component="span" aria-hidden sx={{ width: 16, height: 16, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: colour || 'transparent' }} />
            {colour || translate('resources.faqList.default_colour')}
        </Typography>
    );
};

const FaqEntryRow = ({ record, handle, onEdit }: { record: FaqRecord; handle: ReactNode; onEdit: (record: FaqRecord) => void }) => {
    const translate = useTranslate();
    return (
        <RecordContextProvider value={record}>
            <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, p: 1 }}>
                {handle}
                <ImageThumbField source="img" />
                <Box sx={{ flex: '1 1 12rem', minWidth: 0, display: 'flex', flexDirection: 'column' }}>
                    <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                        {record.title}
                    </Typography>
                    <ColourSwatch colour={record.textColor} />
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap', ml: 'auto' }}>
                    <Typography component="span" variant="body2" color="text.secondary" aria-hidden>
                        {translate('resources.faqList.fields.active')}
                    </Typography>
                    <ActiveSwitch source="active" label="resources.faqList.action.active_named" nameOf={titleOf} />
                    <Button label="ra.action.edit" aria-label={translate('resources.faqList.action.edit_named', optionsOf(record))} onClick={() => onEdit(record)}>
                        <EditIcon />
                    </Button>
                    <RowDeleteButton
                        label="resources.faqList.action.delete_named"
                        confirmTitle="resources.faqList.message.delete_title"
                        confirmContent="resources.faqList.message.delete_content"
                        optionsOf={optionsOf}
                    />
                </Box>
            </Paper>
        </RecordContextProvider>
    );
};

/**
 * Every FAQ entry in its public order (spec: "entries reorder for the public site"): drag a handle, or use Space and
 * the arrow keys on it (SortableRows saves the whole order at once). Each row has the active switch that saves at
 * once (spec §4), Edit (the form above goes to update mode) and Delete after a question.
 */
export const FaqEntries = ({ onEdit }: { onEdit: (record: FaqRecord) => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const headingId = useId();
    const { data, error, isPending } = useGetList<FaqRecord>(faqList.name, ALL, {
        // Spec §8: list loads use info severity; §4: a failed list is empty and keeps its error.
        onError: failure => notify(failureMessageOf(failure), { type: 'info', messageArgs: { _: failureMessageOf(failure) } }),
    });
    const name = translate('resources.faqList.name', { smart_count: 2 }).toLocaleLowerCase();
    return (
        <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
            <Typography id={headingId} variant="h6" component="h2">
                {translate('resources.faqList.list.heading')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {translate('resources.faqList.list.help')}
            </Typography>
            {isPending ? (
                <Loading />
            ) : error ? (
                <Alert severity="info">{translate('app.content.list_failed', { name, message: failureMessageOf(error) })}</Alert>
            ) : data.length === 0 ? (
                <Typography variant="body2">{translate('resources.faqList.empty')}</Typography>
            ) : (
                <ResourceContextProvider value={faqList.name}>
                    <SortableRows
                        resource={faqList.name}
                        items={data}
                        nameOf={titleOf}
                        label={translate('resources.faqList.list.label')}
                        renderItem={(record, handle) => <FaqEntryRow record={record} handle={handle} onEdit={onEdit} />}
                    />
                </ResourceContextProvider>
            )}
        </Box>
    );
};
