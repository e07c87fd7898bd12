import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useVehicleListMeta } from './useVehicleListMeta.ts';

/**
 * Spec §2 empty state, word for word. On a fresh install (no sync ever ran) it also says how the inventory comes
 * in: the schedule's first run is an hour away, and an empty list alone left new users wondering.
 */
export const VehicleListEmpty = () => {
    const translate = useTranslate();
    const meta = useVehicleListMeta();
    const neverSynced = meta !== null && meta.lastUpdated.lastRunAt === null && meta.totalResults.VehiclesCount === 0;
    return (
        <Typography variant="body1" color="text.secondary" align="center" sx={{ py: 4 }}>
            {translate('app.vehicles.empty')}
            {neverSynced && (
                <Typography component="span" variant="body2" display="block" sx={{ mt: 1 }}>
                    {translate('app.vehicles.never_synced')}
                </Typography>
            )}
        </Typography>
    );
};
