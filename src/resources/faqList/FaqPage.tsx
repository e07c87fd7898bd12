import { useId } from 'react';
import { Box, Card, Typography } from '@mui/material';
import { ListBase, Title, useTranslate } from 'react-admin';
import { faqList } from '../../../contract/content/index.ts';
import { useListLoadError } from '../../custom/content/ListLoadError.tsx';
import { ContentAddButton } from '../../custom/content/generic/ContentAddButton.tsx';
import { ContentTable } from '../../custom/content/generic/ContentTable.tsx';
import { useCollectionTexts } from '../../custom/content/generic/useCollectionTexts.ts';
import { useDocumentTitle } from '../../custom/content/generic/useDocumentTitle.ts';
import { PageSeoSection } from '../../custom/seo/PageSeoSection.tsx';

// Every entry on one page: the order call names them all. Far above any FAQ a site shows.
const ALL = 1000;
const BY_POSITION = { field: 'position', order: 'ASC' } as const;

/**
 * /admin/faq (spec §2 "FAQ list"): the entries in their public order, from their declaration (the generic table:
 * drag or keyboard reorder, the active switch that saves at once, Edit and Delete; Add and Edit open the form
 * dialog in add or update mode), and the FAQ page's SEO record under them.
 */
export const FaqPage = () => {
    const translate = useTranslate();
    const { text } = useCollectionTexts(faqList);
    const headingId = useId();
    const { queryOptions } = useListLoadError();
    const title = text('listTitle');
    useDocumentTitle(title);
    return (
        <Box sx={{ pb: 4, minWidth: 0 }}>
            <Title title={title} />
            <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
                    <Typography id={headingId} variant="h6" component="h2">
                        {translate('app.faq.entries_heading')}
                    </Typography>
                    <ContentAddButton collection={faqList} />
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                    {translate('app.faq.entries_help')}
                </Typography>
                <ListBase resource={faqList.name} sort={BY_POSITION} perPage={ALL} disableSyncWithLocation storeKey={false} queryOptions={queryOptions}>
                    <Card variant="outlined">
                        <ContentTable collection={faqList} />
                    </Card>
                </ListBase>
            </Box>
            <PageSeoSection page="faq" />
        </Box>
    );
};
