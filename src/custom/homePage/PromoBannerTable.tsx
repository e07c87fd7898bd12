import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, EditButton, List, useTranslate } from 'react-admin';
import { promo } from '../../../contract/content/index.ts';
import { ImageThumbField } from '../content/fields/ImageThumbField.tsx';
import { useListLoadError } from '../content/ListLoadError.tsx';
import { VisibleField } from '../content/fields/VisibleField.tsx';
import { WindowStateField } from '../content/fields/WindowStateField.tsx';
import { contentTableSx } from './contentTableSx.ts';

interface PromoRecord {
    id: string;
    title: string;
    text: string;
    visible: boolean;
}

const Table = DataTable<PromoRecord>;
const Column = DataTable.Col<PromoRecord>;

/**
 * Spec §2 home page, second part: the promo banners, rows edit-only (no add, no delete: §4 "Promo banners can
 * only be edited"; a fresh install has its slots). A row click or Edit opens /admin/promo/:id.
 * On phones the text and visible columns go; the status chip still says Hidden.
 */
export const PromoBannerTable = () => {
    const translate = useTranslate();
    const isPhone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    // Spec §4/§8: a failed load is an info toast and an info alert in place of the rows, until a load succeeds.
    const loadError = useListLoadError();
    return (
        <Box component="section" aria-labelledby="home-banners-heading">
            <Typography id="home-banners-heading" variant="h6" component="h2" sx={{ mt: 3 }}>
                {translate('app.home_page.banners.heading')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('app.home_page.banners.help')}
            </Typography>
            <List<PromoRecord>
                resource={promo.name}
                title={false}
                disableSyncWithLocation
                storeKey={false}
                sort={{ field: 'position', order: 'ASC' }}
                perPage={25}
                actions={false}
                exporter={false}
                empty={false}
                {...loadError}
            >
                <Table bulkActionButtons={false} rowClick="edit" sx={contentTableSx}>
                    <Column source="title" disableSort />
                    {isPhone ? null : <Column source="text" disableSort />}
                    {isPhone ? null : (
                        <Column source="visible" disableSort>
                            <VisibleField />
                        </Column>
                    )}
                    <Column label="app.content.fields.status" disableSort>
                        <WindowStateField />
                    </Column>
                    <Column source="img" disableSort>
                        <ImageThumbField source="img" />
                    </Column>
                    <Column label="app.content.fields.actions" disableSort align="right">
                        <EditButton />
                    </Column>
                </Table>
            </List>
        </Box>
    );
};
