import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DownloadProgress } from '../../dataProvider/vehicleList.ts';
import { formatBytes } from './format.ts';

/** Under an export button while the CSV downloads: a bar (determinate when the size is known) and the bytes so far. */
export const ExportProgress = ({ progress }: { progress: DownloadProgress | null }) => {
  const translate = useTranslate();
  const received = progress?.received ?? 0;
  const percent = progress?.total ? Math.min(100, Math.round((received / progress.total) * 100)) : null;
  return (
    <Box sx={{ minWidth: 120, px: 1 }}>
      <LinearProgress
        variant={percent == null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={translate('resources.vehicles.export.progress_label')}
      />
      <Typography variant="caption" color="text.secondary" role="status">
        {translate('resources.vehicles.export.downloading', { size: formatBytes(received) })}
      </Typography>
    </Box>
  );
};
