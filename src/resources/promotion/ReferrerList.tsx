import { DataTable, useTranslate } from 'react-admin';
import { REFERRALS_RESOURCE } from './paths.ts';
import { PromotionEmpty, PromotionList } from './PromotionList.tsx';
import type { ReferralRecord } from './types.ts';

const Table = DataTable<ReferralRecord>;
const Column = DataTable.Col<ReferralRecord>;

/** Spec §3: dealType Offline is shown as Physical, anything else as Online. */
export const dealTypeLabel = (dealType: string) => (dealType === 'Offline' ? 'app.promotion.physical' : 'app.promotion.online');

/**
 * Spec §2 Referrers (GET /promotion/referrer): page size 5, search, no sorting. Read only: referrals arrive from
 * the public website (POST /v1/public/referrals). Source is shown as Location, isPurchased as Yes or No.
 */
export const ReferrerList = () => {
    const translate = useTranslate();
    return (
        <PromotionList<ReferralRecord>
            resource={REFERRALS_RESOURCE}
            searchId="referrers-search"
            searchName="app.promotion.referrers_title"
            tableLabel="app.promotion.referrers_table"
        >
            <Table bulkActionButtons={false} rowClick={false} empty={<PromotionEmpty text="resources.referrals.empty" />}>
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
        </PromotionList>
    );
};
