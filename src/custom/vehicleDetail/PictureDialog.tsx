import type { KeyboardEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import type { DmsPicture, Vehicle } from '../../../contract/index.ts';

interface PictureDialogProps {
    /** Already ordered. */
    pictures: DmsPicture[];
    index: number;
    pinCount: Vehicle['vehiclePinCount'];
    onIndexChange: (index: number) => void;
    onClose: () => void;
}

/**
 * The damage-map dialog of spec §2, opened from a thumbnail. The pin editor arrives with its
 * own issue; this dialog already shows the picture large, its name and place in the set,
 * the vehicle's pin counts and lets the admin step through the pictures (buttons or arrow keys).
 */
export const PictureDialog = ({ pictures, index, pinCount, onIndexChange, onClose }: PictureDialogProps) => {
    const translate = useTranslate();
    const picture = pictures[index];
    const hasPrevious = index > 0;
    const hasNext = index < pictures.length - 1;

    const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'ArrowLeft' && hasPrevious) onIndexChange(index - 1);
        if (event.key === 'ArrowRight' && hasNext) onIndexChange(index + 1);
    };

    return (
        <Dialog open onClose={onClose} onKeyDown={onKeyDown} maxWidth="lg" fullWidth aria-labelledby="picture-dialog-title">
            <DialogTitle id="picture-dialog-title" sx={{ pr: 7 }}>
                {translate('app.vehicle_detail.picture_dialog.title', { name: picture.name })}
            </DialogTitle>
            <IconButton
                onClick={onClose}
                aria-label={translate('app.vehicle_detail.picture_dialog.close')}
                sx={{ position: 'absolute', right: 8, top: 8 }}
            >
                <CloseIcon />
            </IconButton>
            <DialogContent dividers>
                <Box
                    component="img"
                    src={picture.picture}
                    alt={picture.name}
                    sx={{ display: 'block', width: '100%', height: '65vh', objectFit: 'contain', bgcolor: 'grey.100' }}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', mt: 1, gap: 1 }}>
                    <Typography variant="body2" color="text.secondary">
                        {translate('app.vehicle_detail.picture_dialog.position', { index: index + 1, total: pictures.length })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {translate('app.vehicle_detail.picture_dialog.pins', {
                            damage: pinCount.damageCount,
                            feature: pinCount.featureCount,
                            installed: pinCount.instFeatureCount,
                        })}
                    </Typography>
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button
                    href={picture.picture}
                    target="_blank"
                    rel="noopener noreferrer"
                    startIcon={<OpenInNewIcon />}
                    sx={{ mr: 'auto' }}
                >
                    {translate('app.vehicle_detail.picture_dialog.open_original')}
                </Button>
                <Button onClick={() => onIndexChange(index - 1)} disabled={!hasPrevious} startIcon={<ChevronLeftIcon />}>
                    {translate('app.vehicle_detail.picture_dialog.previous')}
                </Button>
                <Button onClick={() => onIndexChange(index + 1)} disabled={!hasNext} endIcon={<ChevronRightIcon />}>
                    {translate('app.vehicle_detail.picture_dialog.next')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
