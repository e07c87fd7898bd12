import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DataTable, TopToolbar, useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { PartnerCreateDialog } from './PartnerCreateDialog.tsx';
import { PartnerRowActions } from './PartnerRowActions.tsx';
import { PARTNERS_RESOURCE } from './paths.ts';
import { PromotionEmpty, PromotionList } from './PromotionList.tsx';
import type { PartnerRecord } from './types.ts';

const Table = DataTable<PartnerRecord>;
const Column = DataTable.Col<PartnerRecord>;
const COUNTS_KEY = ['promotion', 'referralCounts'] as const;
// Eleven columns: the table scrolls sideways on narrow screens rather than squeezing the link to a letter a line.
export const TABLE_SX = { '& .column-promoLink': { minWidth: 200, overflowWrap: 'anywhere' }, '& .MuiTableCell-root': { whiteSpace: 'normal' } } as const;

/**
 * Spec §2 Our Partners: page size 5, search, no sorting, an add-partner dialog. Beyond the spec, each row shows
 * the referrals that came through its promo code and how many of them were purchased.
 */
export const PartnerList = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const queryClient = useQueryClient();
    const [adding, setAdding] = useState(false);
    const { data: counts } = useQuery({ queryKey: COUNTS_KEY, queryFn: () => dataProvider.getReferralCounts() });
    const countOf = (id: PartnerRecord['id']) => counts?.find(c => c.partnerId === id);
    const refreshCounts = () => void queryClient.invalidateQueries({ queryKey: COUNTS_KEY });

    return (
        <>
            <PromotionList<PartnerRecord>
                resource={PARTNERS_RESOURCE}
                searchId="partners-search"
                searchName="app.promotion.partners_title"
                tableLabel="app.promotion.partners_table"
                actions={
                    <TopToolbar>
                        <Button label="resources.partners.action.add" onClick={() => setAdding(true)}>
                            <AddIcon />
                        </Button>
                    </TopToolbar>
                }
            >
                <Table bulkActionButtons={false} rowClick={false} empty={<PromotionEmpty text="resources.partners.empty" />} sx={TABLE_SX}>
                    <Column source="name" disableSort />
                    <Column source="promoCode" disableSort />
                    <Column source="promoLink" disableSort />
                    <Column source="contactNumber" disableSort />
                    <Column source="partnerSaleDiscount" disableSort align="right" />
                    <Column source="partnerRentDiscount" disableSort align="right" />
                    <Column source="rentWeeklyDiscount" disableSort />
                    <Column source="isActive" disableSort render={r => translate(r.isActive ? 'app.promotion.yes' : 'app.promotion.no')} />
                    <Column label="resources.partners.fields.referrals" disableSort align="right" render={r => countOf(r.id)?.referrals ?? '–'} />
                    <Column label="resources.partners.fields.purchased" disableSort align="right" render={r => countOf(r.id)?.purchased ?? '–'} />
                    <Column label="resources.partners.action.actions" disableSort align="right">
                        <PartnerRowActions onChanged={refreshCounts} />
                    </Column>
                </Table>
            </PromotionList>
            {adding && <PartnerCreateDialog onClose={() => setAdding(false)} onAdded={refreshCounts} />}
        </>
    );
};
