import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { Vehicle } from '../../../contract/index.ts';
import { PREVIEW_DESCRIPTION_MAX, PREVIEW_TITLE_MAX, truncateForPreview, vehicleSlug } from './seoForm.ts';

type PreviewVehicle = Pick<Vehicle, 'carYear' | 'make' | 'model' | 'series' | 'stockid'>;

/** Where the public site lives; the console's own origin when not configured. */
const publicSiteUrl = (): URL => {
    const configured: unknown = import.meta.env.VITE_PUBLIC_SITE_URL;
    try {
        return new URL(typeof configured === 'string' && configured !== '' ? configured : window.location.origin);
    } catch {
        return new URL(window.location.origin);
    }
};

/**
 * The search result as an engine would show it: URL breadcrumb, blue title and snippet, cut
 * at about 60 and 160 characters. Plain text only: React escapes whatever the admin types.
 */
export const SeoPreview = ({ vehicle }: { vehicle: PreviewVehicle }) => {
    const translate = useTranslate();
    const title: unknown = useWatch({ name: 'seo.title' });
    const description: unknown = useWatch({ name: 'seo.description' });
    const site = publicSiteUrl();
    const path = ['inventory', vehicleSlug(vehicle)];
    const titleText = typeof title === 'string' ? title.trim() : '';
    const descriptionText = typeof description === 'string' ? description.trim() : '';

    return (
        <Box component="figure" aria-labelledby="seo-preview-title" sx={{ m: 0 }}>
            <Typography id="seo-preview-title" variant="subtitle2" component="figcaption" color="text.secondary" sx={{ mb: 1 }}>
                {translate('app.vehicle_detail.preview.title')}
            </Typography>
            <Box
                data-testid="seo-preview"
                sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', fontFamily: 'Arial, sans-serif', maxWidth: 600, overflowWrap: 'anywhere' }}
            >
                <Typography sx={{ fontFamily: 'inherit', fontSize: 14, color: '#202124' }}>{site.hostname}</Typography>
                <Typography sx={{ fontFamily: 'inherit', fontSize: 12, color: '#4d5156' }}>
                    {[site.origin, ...path].join(' › ')}
                </Typography>
                <Typography sx={{ fontFamily: 'inherit', fontSize: 20, lineHeight: 1.3, color: titleText ? '#1a0dab' : 'text.secondary', fontStyle: titleText ? 'normal' : 'italic', my: 0.5 }}>
                    {titleText ? truncateForPreview(titleText, PREVIEW_TITLE_MAX) : translate('app.vehicle_detail.preview.no_title')}
                </Typography>
                <Typography sx={{ fontFamily: 'inherit', fontSize: 14, lineHeight: 1.58, color: descriptionText ? '#4d5156' : 'text.secondary', fontStyle: descriptionText ? 'normal' : 'italic' }}>
                    {descriptionText
                        ? truncateForPreview(descriptionText, PREVIEW_DESCRIPTION_MAX)
                        : translate('app.vehicle_detail.preview.no_description')}
                </Typography>
            </Box>
        </Box>
    );
};
