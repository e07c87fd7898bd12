import { useState } from 'react';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import SyncIcon from '@mui/icons-material/Sync';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useMutation } from '@tanstack/react-query';
import { Button, FilterButton, TopToolbar, useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import type { DownloadProgress } from '../../dataProvider/vehicleList.ts';
import { formatBytes, inventoryFileName } from './format.ts';
import { messageOf, useReloadVehicles, useSyncRunning, useVehicleNotify } from './vehicleListHooks.ts';
import { useVehicleSync } from './VehicleSyncContext.tsx';

interface ProgressLineProps {
  label: string;
  /** The text under the bar, also the bar's value text. */
  text: string;
  done: number;
  /** Unknown: the bar is indeterminate. */
  total: number | null | undefined;
}

/** A named progress bar and its text, announced as a status (the export's download, the sync's vehicles). */
export const ProgressLine = ({ label, text, done, total }: ProgressLineProps) => {
  const percent = total ? Math.min(100, Math.round((done / total) * 100)) : null;
  return (
    <>
      <LinearProgress
        variant={percent == null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={label}
        aria-valuetext={text}
      />
      <Typography variant="caption" color="text.secondary" role="status">
        {text}
      </Typography>
    </>
  );
};

/** Hands a blob to the browser as a download. */
const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has handed the URL to the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * The inventory, or the selected rows, as `inventory-YYYY-MM-DD.csv`, fetched with the bearer header (no token in a
 * URL), with a progress bar beside the button.
 */
const ExportButton = ({ selected }: { selected?: boolean }) => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useVehicleNotify();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: (ids?: string[]) => dataProvider.exportInventoryCsv({ ids, onProgress: setProgress }),
    onSuccess: (blob) => saveBlob(blob, inventoryFileName(new Date())),
    onError: (error) => notify(messageOf(error), 'error'),
    onSettled: () => setProgress(null),
  });
  const received = progress?.received ?? 0;
  return (
    <Stack direction="row" alignItems="center">
      <Button
        label={selected ? 'resources.vehicles.action.export_selected' : 'ra.action.export'}
        disabled={isPending}
        onClick={() => mutate(selected ? selectedIds.map(String) : undefined)}
      >
        <DownloadIcon />
      </Button>
      {isPending && (
        <Box sx={{ minWidth: 120, px: 1 }}>
          <ProgressLine
            label={translate('resources.vehicles.export.progress_label')}
            text={translate('resources.vehicles.export.downloading', { size: formatBytes(received) })}
            done={received}
            total={progress?.total}
          />
        </Box>
      )}
    </Stack>
  );
};

/** Manual sync with the DMS (PUT /v1/vehicles); disabled while a sync runs (spec §4). */
const SyncInventoryButton = () => {
  const { running, starting, start } = useVehicleSync();
  const inProgress = useSyncRunning(running);
  return (
    <Button label="resources.vehicles.action.sync" disabled={inProgress || starting} onClick={start}>
      <SyncIcon />
    </Button>
  );
};

export const VehicleListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
    <SyncInventoryButton />
  </TopToolbar>
);

/** Show or hide every selected vehicle in one PUT /v1/vehicles/bulk-active; the toast repeats the server's message. */
const BulkActiveButton = ({ active }: { active: boolean }) => {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useVehicleNotify();
  const reloadVehicles = useReloadVehicles();
  const { mutate, isPending } = useMutation({
    mutationFn: (ids: string[]) => dataProvider.bulkSetActive(ids, active),
    onSuccess: ({ message }) => {
      notify(message, 'success');
      reloadVehicles();
      onUnselectItems();
    },
    onError: (error) => notify(messageOf(error), 'error'),
  });
  return (
    <Button
      label={active ? 'resources.vehicles.action.show_on_fe' : 'resources.vehicles.action.hide_from_fe'}
      disabled={isPending}
      onClick={() => mutate(selectedIds.map(String))}
    >
      {active ? <VisibilityIcon /> : <VisibilityOffIcon />}
    </Button>
  );
};

export const VehicleBulkActions = () => (
  <>
    <BulkActiveButton active />
    <BulkActiveButton active={false} />
    <ExportButton selected />
  </>
);
