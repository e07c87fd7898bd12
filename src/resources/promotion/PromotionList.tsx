import type { ReactElement, ReactNode } from 'react';
import { Typography } from '@mui/material';
import { List, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { useListLoadError } from '../../custom/content/ListLoadError.tsx';
import { PROMOTION_PAGE_SIZE } from './paths.ts';
import { PromotionPagination, PromotionSearch } from './PromotionPagination.tsx';
import { LIST_FITS_SX, ScrollRegion } from './ScrollRegion.tsx';

/**
 * A promotion table's empty state: one line of text inside the table's card. A search that finds nothing says so:
 * 'No partners yet.' under a search read as if the partners were gone.
 */
export const PromotionEmpty = ({ text }: { text: string }) => {
    const translate = useTranslate();
    const { filterValues } = useListContext();
    const q = typeof filterValues.q === 'string' ? filterValues.q.trim() : '';
    return (
        <Typography variant="body2" sx={{ p: 2 }}>
            {q ? translate('app.promotion.no_match', { q }) : translate(text)}
        </Typography>
    );
};

interface PromotionListProps {
    resource: string;
    /** The search box's id and its accessible name (i18n key): two searches share the page. */
    searchId: string;
    searchName: string;
    /** The table's accessible name (i18n key); it scrolls sideways inside its own region. */
    tableLabel: string;
    actions?: ReactElement | false;
    children: ReactNode;
}

/**
 * Spec §2 Our Partners and Referrers: page size 5, search, no sorting, in the page's own state (two lists on one
 * page must not share the address). A failed load says so in the list (useListLoadError).
 */
export const PromotionList = <R extends RaRecord>({ resource, searchId, searchName, tableLabel, actions = false, children }: PromotionListProps) => {
    const loadError = useListLoadError();
    return (
        <List<R>
            resource={resource}
            title={false}
            perPage={PROMOTION_PAGE_SIZE}
            sort={{ field: 'position', order: 'ASC' }}
            disableSyncWithLocation
            storeKey={false}
            filters={[<PromotionSearch key="q" source="q" alwaysOn id={searchId} name={searchName} />]}
            exporter={false}
            empty={false}
            actions={actions}
            {...loadError}
            pagination={<PromotionPagination />}
            sx={LIST_FITS_SX}
        >
            <ScrollRegion label={tableLabel}>{children}</ScrollRegion>
        </List>
    );
};
