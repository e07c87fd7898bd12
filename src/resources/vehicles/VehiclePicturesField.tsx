import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { VehicleRecord } from '../../types.ts';

/** Column 11 (composite, not sortable): the first picture and how many there are; the strip is in the expand panel. */
export const VehiclePicturesField = () => {
    const record = useRecordContext<VehicleRecord>();
    const translate = useTranslate();
    if (!record) return null;
    const [first] = record.picturesUrl;
    return (
        <Stack direction="row" alignItems="center" spacing={1}>
            {first ? (
                <Box
                    component="img"
                    src={first.picture}
                    alt={translate('resources.vehicles.pictures.thumbnail', { number: 1, stockid: record.stockid })}
                    loading="lazy"
                    width={48}
                    height={36}
                    sx={{ objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
                />
            ) : null}
            <Typography
                variant="body2"
                noWrap
                title={translate('resources.vehicles.pictures.count', { smart_count: record.picturesUrl.length })}
            >
                {record.picturesUrl.length}
            </Typography>
        </Stack>
    );
};
