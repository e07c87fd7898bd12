import { memoryStore, type Store } from 'react-admin';
import type { VehicleListPrefs } from './listPrefsStorage.ts';

/** The list's react-admin store key; its params live in a store of the list's own (listParamsStore). */
export const LIST_STORE_KEY = 'vehicles.cars-list';

/**
 * react-admin's list opens on page 1 unless its params come from a store, and <List> has no "initial page"
 * prop. So the list gets a store of its own, seeded from session storage: the first request already asks for the
 * stored page (no page-1 request, no flash of page 1). Kept in memory for the list's life only: session storage
 * (PersistListPrefs) stays the one place that outlives it, and the app's localStorage store is not touched.
 */
export const listParamsStore = (prefs: VehicleListPrefs): Store =>
  memoryStore({
    [LIST_STORE_KEY]: {
      sort: prefs.sort.field,
      order: prefs.sort.order,
      page: prefs.page,
      perPage: prefs.perPage,
      filter: prefs.filter,
      displayedFilters: {},
    },
  });
