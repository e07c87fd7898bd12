import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from './format.ts';
import { useVehicleSync } from './VehicleSyncContext.tsx';
import { useSyncRunning, useVehicleListMeta } from './useVehicleListMeta.ts';

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
