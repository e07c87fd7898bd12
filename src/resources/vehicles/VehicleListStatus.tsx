import { Alert, Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from './format.ts';
import { messageOf, useSyncRunning, useVehicleListMeta } from './vehicleListHooks.ts';
import { ProgressLine } from './VehicleListActions.tsx';
import { useVehicleSync } from './VehicleSyncContext.tsx';

const Figure = ({ label, value }: { label: string; value: string | number }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 500 }}>
      {value}
    </Typography>
  </Box>
);

/** Spec §2: summary counts and last-sync information, from the list answer (nothing after a load failure). */
export const VehicleListSummary = () => {
  const translate = useTranslate();
  const meta = useVehicleListMeta();
  const { running } = useVehicleSync();
  const inProgress = useSyncRunning(running);
  if (!meta) return null;
  const { totalResults, lastUpdated } = meta;
  const t = (key: string) => translate(`resources.vehicles.summary.${key}`);
  return (
    <Stack component="dl" aria-label={t('label')} direction="row" useFlexGap flexWrap="wrap" spacing={3} sx={{ my: 1 }}>
      <Figure label={t('vehicles')} value={totalResults.VehiclesCount} />
      <Figure label={t('updated')} value={totalResults.UpdatedCount} />
      <Figure label={t('on_fe')} value={totalResults.FeVehiclesCount} />
      <Figure label={t('last_run')} value={formatDateTime(lastUpdated.lastRunAt) ?? t('never')} />
      <Figure label={t('last_finished')} value={formatDateTime(lastUpdated.lastFinishedAt) ?? t('never')} />
      <Figure label={t('next_run')} value={formatDateTime(lastUpdated.nextRunAt) ?? t('not_scheduled')} />
      <Figure label={t('status')} value={inProgress ? t('in_progress') : t('idle')} />
    </Stack>
  );
};

/** The live progress bar of a running sync (processed/total from the event stream), its start message and its failure. */
export const VehicleSyncPanel = () => {
  const translate = useTranslate();
  const { running, startedHere, processed, total, failure, dismissFailure } = useVehicleSync();
  const inProgress = useSyncRunning(running);
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
          <ProgressLine
            label={translate('resources.vehicles.sync.progress_label')}
            text={progressText}
            done={processed}
            total={total}
          />
        </Box>
      )}
    </>
  );
};

/**
 * Spec §2 empty state, word for word. On a fresh install it also says how the inventory comes in (the schedule's first
 * run is an hour away: an empty list alone left new users wondering), or that the first sync is bringing it in.
 */
export const VehicleListEmpty = () => {
  const translate = useTranslate();
  const meta = useVehicleListMeta();
  const nothingYet = meta !== null && meta.totalResults.VehiclesCount === 0;
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

/** Spec §4 + §8: a failed load empties the list and shows its error with info severity (no toast) until a load succeeds. */
export const VehicleLoadError = ({ error }: { error: unknown }) => {
  const translate = useTranslate();
  const message = translate(messageOf(error), { _: messageOf(error) });
  return (
    <>
      <Alert severity="info" sx={{ mx: 2 }}>
        {translate('resources.vehicles.load_failed', { message })}
      </Alert>
      <VehicleListEmpty />
    </>
  );
};
