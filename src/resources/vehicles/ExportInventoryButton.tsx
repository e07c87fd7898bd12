import { Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from 'react-admin';
import { ExportProgress } from './ExportProgress.tsx';
import { useInventoryExport } from './useInventoryExport.ts';

/** Toolbar button: the whole inventory as CSV (GET /v1/vehicles/exportInventory?format=csv). */
export const ExportInventoryButton = () => {
  const { exportCsv, isPending, progress } = useInventoryExport();
  return (
    <Stack direction="row" alignItems="center">
      <Button label="resources.vehicles.action.export" disabled={isPending} onClick={() => exportCsv(undefined)}>
        <DownloadIcon />
      </Button>
      {isPending && <ExportProgress progress={progress} />}
    </Stack>
  );
};
