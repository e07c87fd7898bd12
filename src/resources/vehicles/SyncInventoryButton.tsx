import SyncIcon from '@mui/icons-material/Sync';
import { Button } from 'react-admin';
import { useVehicleSync } from './VehicleSyncContext.tsx';
import { useSyncRunning } from './useVehicleListMeta.ts';

/** Manual sync with the DMS (PUT /v1/vehicles); disabled while a sync runs (spec §4). */
export const SyncInventoryButton = () => {
  const { running, starting, start } = useVehicleSync();
  const inProgress = useSyncRunning(running);
  return (
    <Button label="resources.vehicles.action.sync" disabled={inProgress || starting} onClick={start}>
      <SyncIcon />
    </Button>
  );
};
