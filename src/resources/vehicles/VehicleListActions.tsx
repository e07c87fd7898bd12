import { FilterButton, TopToolbar } from 'react-admin';
import { ExportInventoryButton } from './ExportInventoryButton.tsx';
import { SyncInventoryButton } from './SyncInventoryButton.tsx';

export const VehicleListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportInventoryButton />
    <SyncInventoryButton />
  </TopToolbar>
);
