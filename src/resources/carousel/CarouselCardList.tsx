import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { ListBase, useListContext, useTranslate } from 'react-admin';
import { ListLoadError, useListLoadError } from '../../custom/content/ListLoadError.tsx';
import { SortableRows } from '../../custom/content/SortableRows.tsx';
import { CarouselCardCreateDialog } from './CarouselCardDialogs.tsx';
import { CarouselCardView } from './CarouselCardView.tsx';
import { CAROUSEL_RESOURCE } from './paths.ts';
import type { CarouselCardRecord } from './types.ts';

const nameOf = (card: CarouselCardRecord) => card.title;

const CardsBody = () => {
    const translate = useTranslate();
    const { data, error, isPending } = useListContext<CarouselCardRecord>();
    if (error) return <ListLoadError />;
    if (isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
    if (!data?.length) {
        return (
            <Typography variant="body2" sx={{ py: 2 }}>
                {translate('app.carousel.empty')}
            </Typography>
        );
    }
    return (
        <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} id="carousel-order-help">
                {translate('app.carousel.order_help')}
            </Typography>
            <SortableRows
                resource={CAROUSEL_RESOURCE}
                items={data}
                nameOf={nameOf}
                label={translate('app.carousel.cards_heading')}
                renderItem={(card, handle) => <CarouselCardView record={card} handle={handle} />}
            />
        </>
    );
};

/**
 * The category cards, all of them in their stored order (the order call needs every id, so no paging), with Add
 * category. Spec §4: a list that fails to load shows the error in place of the cards (info, like every content list).
 */
export const CarouselCardList = () => {
    const translate = useTranslate();
    const [adding, setAdding] = useState(false);
    const { queryOptions } = useListLoadError();
    return (
        <Box component="section" aria-labelledby="carousel-cards-heading" sx={{ mt: 3 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1, flexWrap: 'wrap' }}>
                <Typography id="carousel-cards-heading" variant="h6" component="h2">
                    {translate('app.carousel.cards_heading')}
                </Typography>
                <Button id="carousel-add-button" variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                    {translate('app.carousel.add')}
                </Button>
            </Box>
            <ListBase<CarouselCardRecord>
                resource={CAROUSEL_RESOURCE}
                sort={{ field: 'position', order: 'ASC' }}
                perPage={1000}
                disableSyncWithLocation
                queryOptions={queryOptions}
            >
                <CardsBody />
            </ListBase>
            {adding ? <CarouselCardCreateDialog onClose={() => setAdding(false)} /> : null}
        </Box>
    );
};
