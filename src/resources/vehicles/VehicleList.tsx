import { useState } from 'react';
import { Box } from '@mui/material';
import { List, StoreContextProvider, useListContext } from 'react-admin';
import { VEHICLES_RESOURCE } from '../../dataProvider/vehicleResource.ts';
import type { VehicleRecord } from '../../types.ts';
import { PersistListPrefs, readListPrefs } from './listPrefs.tsx';
import { LIST_STORE_KEY, listParamsStore } from './listParamsStore.ts';
import { vehicleFilters } from './vehicleFilters.tsx';
import { VehicleListActions } from './VehicleListActions.tsx';
import { VehicleListSummary } from './VehicleListSummary.tsx';
import { VehicleListTable } from './VehicleListTable.tsx';
import { VehicleLoadError } from './VehicleLoadError.tsx';
import { VehiclePagination } from './VehiclePagination.tsx';
import { VehicleSearchBox } from './VehicleSearchBox.tsx';
import { VehicleSyncPanel } from './VehicleSyncPanel.tsx';
import { VehicleSyncProvider } from './VehicleSyncContext.tsx';

// The load failure is shown in the list itself, with info severity (VehicleLoadError), not as a toast.
const keepLoadErrorInList = () => undefined;

const VehicleListContent = () => {
  const { error } = useListContext<VehicleRecord>();
  return (
    <>
      <PersistListPrefs />
      <Box sx={{ px: 2, pt: 1 }}>
        <VehicleListSummary />
        <VehicleSyncPanel />
        <VehicleSearchBox />
      </Box>
      {error ? <VehicleLoadError error={error} /> : <VehicleListTable />}
    </>
  );
};

/**
 * /admin/cars-list (spec §2). List params live in session storage, not in the URL nor in
 * react-admin's localStorage store: `disableSyncWithLocation` and a store of the list's own, seeded once from
 * session storage (listParamsStore.ts), every change written back by <PersistListPrefs>. Search, sort, size and
 * page survive a visit to a vehicle, by the browser's Back or the page's own link.
 */
export const VehicleList = () => {
  const [prefs] = useState(readListPrefs);
  const [store] = useState(() => listParamsStore(prefs));
  return (
    <VehicleSyncProvider>
      <StoreContextProvider value={store}>
        <List<VehicleRecord>
          resource={VEHICLES_RESOURCE}
          title="app.vehicles.title"
          disableSyncWithLocation
          storeKey={LIST_STORE_KEY}
          sort={prefs.sort}
          perPage={prefs.perPage}
          filterDefaultValues={prefs.filter}
          filters={vehicleFilters}
          actions={<VehicleListActions />}
          pagination={<VehiclePagination />}
          exporter={false}
          // Keep the toolbar (sync!) even when the inventory is empty; the table says so.
          empty={false}
          queryOptions={{ onError: keepLoadErrorInList }}
        >
          <VehicleListContent />
        </List>
      </StoreContextProvider>
    </VehicleSyncProvider>
  );
};
