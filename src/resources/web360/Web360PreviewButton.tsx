import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import ThreeSixtyIcon from '@mui/icons-material/ThreeSixty';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Web360Record } from '../../dataProvider/web360.ts';

// The viewer (Pannellum) and the hotspot dialog (Leaflet) load only when first opened.
const Viewer360Dialog = lazy(() => import('../../custom/viewer360/Viewer360Dialog.tsx'));
const HotspotDialog = lazy(() => import('../../custom/hotspots/HotspotDialog.tsx'));

/** 'Edit' on a row: the preview dialog with the 360 viewer, and from there the hotspot dialog. */
export const Web360PreviewButton = () => {
    const record = useRecordContext<Web360Record>();
    const translate = useTranslate();
    const [open, setOpen] = useState<'preview' | 'hotspots' | null>(null);
    if (!record) return null;
    return (
        <>
            <Button
                size="small"
                startIcon={<ThreeSixtyIcon />}
                onClick={() => setOpen('preview')}
                aria-label={`${translate('resources.webrotate360.edit')} ${record.stockid}`}
            >
                {translate('resources.webrotate360.edit')}
            </Button>
            <Suspense fallback={null}>
                {open === 'preview' && (
                    <Viewer360Dialog stockid={record.stockid} onClose={() => setOpen(null)} onEditHotspots={() => setOpen('hotspots')} />
                )}
                {open === 'hotspots' && <HotspotDialog stockid={record.stockid} onClose={() => setOpen(null)} />}
            </Suspense>
        </>
    );
};
