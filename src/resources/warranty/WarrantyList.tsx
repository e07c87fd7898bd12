import { Box, Typography, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { CreateButton, DataTable, EditButton, List, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { warranty } from '../../../contract/content/index.ts';
import { ImageThumbField } from '../../custom/content/fields/ImageThumbField.tsx';
import { useListLoadError } from '../../custom/content/ListLoadError.tsx';
import { VisibleField } from '../../custom/content/fields/VisibleField.tsx';
import { contentTableSx } from '../../custom/homePage/contentTableSx.ts';
import type { WarrantyRecord } from './types.ts';
import { WarrantyDeleteButton } from './WarrantyDeleteButton.tsx';

const Table = DataTable<WarrantyRecord>;
const Column = DataTable.Col<WarrantyRecord>;

// The desktop picture is 6 times wider than high (16/2.64): 32 px high is 194 px wide, 20 px on phones 121 px.
const THUMB_HEIGHT = 32;
const PHONE_THUMB_HEIGHT = 20;

// The shared thumbnail caps its width at 4 heights and crops the rest; a warranty banner (6:1) would lose its
// sides, so its cells show the whole picture.
const tableSx: SxProps<Theme> = theme => ({
    ...(typeof contentTableSx === 'function' ? contentTableSx(theme) : {}),
    '& .column-img img, & .column-mobileImg img': { maxWidth: 'none' },
});

const WarrantyListActions = () => (
    <TopToolbar>
        <CreateButton label="resources.warranty.action.add" />
    </TopToolbar>
);

/** A row's buttons side by side, each label on one line and each named after its image. */
const WarrantyRowActions = () => {
    const record = useRecordContext<WarrantyRecord>();
    const translate = useTranslate();
    const title = record?.title?.trim() || translate('resources.warranty.untitled');
    return (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, whiteSpace: 'nowrap' }}>
            <EditButton aria-label={translate('resources.warranty.action.edit_named', { title })} />
            <WarrantyDeleteButton />
        </Box>
    );
};

const WarrantyEmpty = () => {
    const translate = useTranslate();
    return (
        <Typography variant="body2" sx={{ p: 2 }}>
            {translate('resources.warranty.empty')}
        </Typography>
    );
};

/**
 * /admin/warranty (spec §2 'Warranty images table'): every warranty image in display order (the public site's
 * order, `position`), with its title, whether it is visible and both pictures. A row opens its edit view.
 * On phones the position and the mobile picture go, so the table fits the card.
 */
export const WarrantyList = () => {
    const isPhone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    // Spec §4/§8: a failed load is an info toast and an info alert in place of the rows, until a load succeeds.
    const loadError = useListLoadError();
    return (
        <List<WarrantyRecord>
            resource={warranty.name}
            sort={{ field: 'position', order: 'ASC' }}
            perPage={25}
            actions={<WarrantyListActions />}
            exporter={false}
            // Keep the toolbar (and its Add button) when there is no image yet.
            empty={false}
            {...loadError}
        >
            <Table bulkActionButtons={false} rowClick="edit" sx={tableSx} empty={<WarrantyEmpty />}>
                {/* The server's order key counts from 0; staff count from 1. */}
                {isPhone ? null : <Column source="position" disableSort render={record => record.position + 1} />}
                <Column source="title" disableSort />
                <Column source="visible" disableSort>
                    <VisibleField />
                </Column>
                <Column source="img" disableSort>
                    <ImageThumbField source="img" height={isPhone ? PHONE_THUMB_HEIGHT : THUMB_HEIGHT} />
                </Column>
                {isPhone ? null : (
                    <Column source="mobileImg" disableSort>
                        <ImageThumbField source="mobileImg" height={THUMB_HEIGHT} />
                    </Column>
                )}
                <Column label="resources.warranty.action.actions" disableSort align="right">
                    <WarrantyRowActions />
                </Column>
            </Table>
        </List>
    );
};
