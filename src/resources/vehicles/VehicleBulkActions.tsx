import { Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useListContext } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { ExportProgress } from './ExportProgress.tsx';
import { useInventoryExport } from './useInventoryExport.ts';
import { messageOf, useVehicleNotify } from './useVehicleNotify.ts';
import { useReloadVehicles } from './useReloadVehicles.ts';

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

/** The selected rows as CSV (same export, `&ids=`). */
const BulkExportButton = () => {
  const { selectedIds } = useListContext();
  const { exportCsv, isPending, progress } = useInventoryExport();
  return (
    <Stack direction="row" alignItems="center">
      <Button
        label="resources.vehicles.action.export_selected"
        disabled={isPending}
        onClick={() => exportCsv(selectedIds.map(String))}
      >
        <DownloadIcon />
      </Button>
      {isPending && <ExportProgress progress={progress} />}
    </Stack>
  );
};

export const VehicleBulkActions = () => (
  <>
    <BulkActiveButton active />
    <BulkActiveButton active={false} />
    <BulkExportButton />
  </>
);
