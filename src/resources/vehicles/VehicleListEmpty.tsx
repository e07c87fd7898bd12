import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useVehicleListMeta } from './useVehicleListMeta.ts';

/**
 * Spec §2 empty state, word for word. On a fresh install (no sync ever ran) it also says how the inventory comes
 * in (the schedule's first run is an hour away, and an empty list alone left new users wondering), or that the
 * first sync is bringing it in now.
 */
export const VehicleListEmpty = () => {
  const translate = useTranslate();
  const meta = useVehicleListMeta();
  const nothingYet = meta !== null && meta.totalResults.VehiclesCount === 0;
  // The first sync (started by the server at a first start) is still bringing the inventory in: say so, rather
  // than leave 'No Vehicle data was found' alone under its progress bar.
  const hint = !nothingYet
    ? null
    : meta.lastUpdated.isInProgress
      ? 'app.vehicles.first_sync_running'
      : meta.lastUpdated.lastRunAt === null
        ? 'app.vehicles.never_synced'
        : null;
  return (
    <Typography variant="body1" color="text.secondary" align="center" sx={{ py: 4 }}>
      {translate('app.vehicles.empty')}
      {hint && (
        <Typography component="span" variant="body2" display="block" sx={{ mt: 1 }}>
          {translate(hint)}
        </Typography>
      )}
    </Typography>
  );
};
