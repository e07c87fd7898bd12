import { useState } from 'react';
import { Box } from '@mui/material';
import {
  List,
  maxValue,
  minValue,
  NullableBooleanInput,
  NumberInput,
  SelectInput,
  StoreContextProvider,
  useListContext,
} from 'react-admin';
import { VEHICLES_RESOURCE } from '../../dataProvider/vehicleResource.ts';
import type { VehicleRecord } from '../../types.ts';
import { LIFESTYLE_CATEGORIES, RANGE_REVERSED, RIDE_SHARE_CATEGORIES } from '../../../contract/index.ts';
import { LIST_STORE_KEY, listParamsStore, PersistListPrefs } from './listPrefs.tsx';
import { readListPrefs } from './listPrefsStorage.ts';
import { VehicleListActions } from './VehicleListActions.tsx';
import { VehicleListSummary, VehicleLoadError, VehicleSyncPanel } from './VehicleListStatus.tsx';
import { VehicleListTable } from './VehicleListTable.tsx';
import { VehicleMakeInput } from './VehicleMakeInput.tsx';
import { VehiclePagination } from './VehiclePagination.tsx';
import { VehicleSearchBox } from './VehicleSearchBox.tsx';
import { VehicleSyncProvider } from './VehicleSyncContext.tsx';

// Selects are as wide as their value: without a minimum, an empty one cut its label ("Ride-share cat…").
const LABEL_WIDTH = { minWidth: 220 };

// The API's bounds and its range rule: a value outside them, or a 'to' below its 'from', shows under the input
// that was changed and is not applied, instead of replacing the list (and its counts) by the API's 400.
const YEAR = { min: 1900, max: 2100 };
const given = (value: unknown) => value !== undefined && value !== null && value !== '';
const inOrder = (from: string, to: string, message: string) => (_value: unknown, all: Record<string, unknown>) =>
  given(all[from]) && given(all[to]) && Number(all[to]) < Number(all[from]) ? message : undefined;
const yearOrder = inOrder('carYear_gte', 'carYear_lte', RANGE_REVERSED.year);
const priceOrder = inOrder('listPrice_gte', 'listPrice_lte', RANGE_REVERSED.price);
const validYear = [minValue(YEAR.min), maxValue(YEAR.max), yearOrder];
const validPrice = [minValue(0), priceOrder];

const choicesOf = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

/**
 * Labels from resources.vehicles.fields.*; `_gte`/`_lte` ranges (the data provider maps them to the API's). The search
 * box is not one of them: filters apply as you type, the search only on Enter (spec §2).
 */
const vehicleFilters = [
  <VehicleMakeInput key="make" source="make" sx={LABEL_WIDTH} />,
  <NumberInput key="carYear_gte" source="carYear_gte" {...YEAR} validate={validYear} />,
  <NumberInput key="carYear_lte" source="carYear_lte" {...YEAR} validate={validYear} />,
  <NumberInput key="listPrice_gte" source="listPrice_gte" min={0} validate={validPrice} />,
  <NumberInput key="listPrice_lte" source="listPrice_lte" min={0} validate={validPrice} />,
  <NullableBooleanInput key="active" source="active" sx={LABEL_WIDTH} />,
  <NullableBooleanInput key="markedForDeletion" source="markedForDeletion" sx={LABEL_WIDTH} />,
  ...(
    [
      ['rideShareCategory', RIDE_SHARE_CATEGORIES],
      ['lifestyleCategory', LIFESTYLE_CATEGORIES],
    ] as const
  ).map(([source, values]) => (
    <SelectInput key={source} source={source} choices={choicesOf(values)} sx={LABEL_WIDTH} />
  )),
];

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
 * /admin/cars-list (spec §2). List params live in session storage, not in the URL nor react-admin's localStorage store
 * (a store of the list's own, seeded from it: listPrefs.tsx), so they survive a visit to a vehicle.
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
