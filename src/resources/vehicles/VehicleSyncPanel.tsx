import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useVehicleSync } from './VehicleSyncContext.tsx';
import { useSyncRunning } from './useVehicleListMeta.ts';

/** The live progress bar of a running sync (processed/total from the event stream), its start message and its failure. */
export const VehicleSyncPanel = () => {
  const translate = useTranslate();
  const { running, startedHere, processed, total, failure, dismissFailure } = useVehicleSync();
  const inProgress = useSyncRunning(running);
  const percent = total ? Math.min(100, Math.round((processed / total) * 100)) : null;
  const progressText =
    total != null
      ? translate('resources.vehicles.sync.progress', { processed, total })
      : processed > 0
        ? translate('resources.vehicles.sync.progress_unknown_total', { processed })
        : translate('resources.vehicles.sync.waiting');
  return (
    <>
      {failure && (
        <Alert severity="error" onClose={dismissFailure} sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      {inProgress && (
        <Box sx={{ mb: 1 }}>
          {startedHere && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate('app.vehicles.sync_started')}
            </Alert>
          )}
          <LinearProgress
            variant={percent == null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
            aria-label={translate('resources.vehicles.sync.progress_label')}
            aria-valuetext={progressText}
          />
          <Typography variant="caption" color="text.secondary" role="status">
            {progressText}
          </Typography>
        </Box>
      )}
    </>
  );
};
