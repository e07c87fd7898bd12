import { Typography } from '@mui/material';
import { DataTable, List, useTranslate } from 'react-admin';
import { useListLoadError } from '../../custom/content/ListLoadError.tsx';
import { PROMOTION_PAGE_SIZE, REFERRALS_RESOURCE } from './paths.ts';
import { PromotionPagination, PromotionSearch } from './PromotionPagination.tsx';
import { LIST_FITS_SX, ScrollRegion } from './ScrollRegion.tsx';
import type { ReferralRecord } from './types.ts';

const Table = DataTable<ReferralRecord>;
const Column = DataTable.Col<ReferralRecord>;

const filters = [<PromotionSearch key="q" source="q" alwaysOn id="referrers-search" name="app.promotion.referrers_title" />];

/** Spec §3: dealType Offline is shown as Physical, anything else as Online. */
export const dealTypeLabel = (dealType: string) => (dealType === 'Offline' ? 'app.promotion.physical' : 'app.promotion.online');

const ReferrersEmpty = () => {
    const translate = useTranslate();
    return (
        <Typography variant="body2" sx={{ p: 2 }}>
            {translate('resources.referrals.empty')}
        </Typography>
    );
};

/**
 * Spec §2 Referrers (GET /promotion/referrer): page size 5, search, no sorting. Read only: referrals arrive from
 * the public website (POST /v1/public/referrals). Source is shown as Location, isPurchased as Yes or No.
 */
export const ReferrerList = () => {
    const translate = useTranslate();
    const loadError = useListLoadError();
    return (
        <List<ReferralRecord>
            resource={REFERRALS_RESOURCE}
            title={false}
            perPage={PROMOTION_PAGE_SIZE}
            sort={{ field: 'position', order: 'ASC' }}
            disableSyncWithLocation
            storeKey={false}
            filters={filters}
            exporter={false}
            empty={false}
            actions={false}
            {...loadError}
            pagination={<PromotionPagination />}
            sx={LIST_FITS_SX}
        >
            <ScrollRegion label="app.promotion.referrers_table">
                <Table bulkActionButtons={false} rowClick={false} empty={<ReferrersEmpty />}>
                    <Column source="name" disableSort />
                    <Column source="promoCode" disableSort />
                    <Column source="prospectPhoneNumber" disableSort />
                    <Column source="referralName" disableSort />
                    <Column source="referralPhoneNumber" disableSort />
                    <Column source="isPurchased" disableSort render={r => translate(r.isPurchased ? 'app.promotion.yes' : 'app.promotion.no')} />
                    <Column source="dealType" disableSort render={r => translate(dealTypeLabel(r.dealType))} />
                    <Column source="source" disableSort />
                    <Column source="prospectId" disableSort />
                    <Column source="referralProspectId" disableSort />
                </Table>
            </ScrollRegion>
        </List>
    );
};
