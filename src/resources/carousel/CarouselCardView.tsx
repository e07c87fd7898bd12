import { useState, type ReactNode } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Button, Card, Chip, Typography } from '@mui/material';
import { LinkBase, useBasename, useTranslate } from 'react-admin';
import { CarouselCardEditDialog } from './CarouselCardDialogs.tsx';
import { CarouselDeleteButton } from './CarouselDeleteButton.tsx';
import { subCategoriesPath } from './paths.ts';
import type { CarouselCardRecord } from './types.ts';

/** One category card: its drag handle, desktop image, texts, and its Edit, Sub categories and Delete actions. */
export const CarouselCardView = ({ record, handle }: { record: CarouselCardRecord; handle: ReactNode }) => {
    const translate = useTranslate();
    const basename = useBasename();
    const [editing, setEditing] = useState(false);
    const image = record.image ?? record.logoImage ?? record.mobileImage;
    return (
        <Card variant="outlined" sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'center', gap: 1.5, p: 1.5 }}>
            {handle}
            <Box sx={{ width: 126, height: 42, flexShrink: 0, borderRadius: 0.5, overflow: 'hidden', bgcolor: 'action.hover' }}>
                {/* The card's title is written beside it: the picture adds nothing to read. */}
                {image?.src ? <Box component="img" src={image.src} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : null}
            </Box>
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {record.title}
                </Typography>
                {record.description ? (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {record.description}
                    </Typography>
                ) : null}
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
                    <Typography variant="caption" color="text.secondary">
                        {translate('app.carousel.sub_count', { smart_count: record.subCategories.length })}
                    </Typography>
                    {record.visible ? null : <Chip size="small" icon={<VisibilityOffIcon />} label={translate('app.carousel.hidden')} />}
                </Box>
            </Box>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end', ml: 'auto' }}>
                <Button startIcon={<EditIcon />} aria-label={translate('app.carousel.edit_named', { title: record.title })} onClick={() => setEditing(true)}>
                    {translate('ra.action.edit')}
                </Button>
                <Button
                    component={LinkBase}
                    to={`${basename}${subCategoriesPath(record.id)}`}
                    startIcon={<AccountTreeIcon />}
                    aria-label={translate('app.carousel.sub_named', { title: record.title })}
                >
                    {translate('app.carousel.sub_button')}
                </Button>
                <CarouselDeleteButton record={record} />
            </Box>
            {editing ? <CarouselCardEditDialog id={record.id} onClose={() => setEditing(false)} /> : null}
        </Card>
    );
};
