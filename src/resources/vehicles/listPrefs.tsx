import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { ListContextProvider, memoryStore, useEvent, useListContext, type SortPayload, type Store } from 'react-admin';
import { DEFAULT_PAGE_SIZE, writeListPrefs, type VehicleListPrefs } from './listPrefsStorage.ts';

export { LIST_PREFS_KEY } from './listPrefsStorage.ts';

/** The list's react-admin store key; its params live in a store of the list's own (listParamsStore). */
export const LIST_STORE_KEY = 'vehicles.cars-list';

/**
 * <List> has no "initial page" prop, only a store: this one, seeded from session storage, has the first request ask for
 * the stored page (no flash of page 1). In memory for the list's life only: session storage (PersistListPrefs) stays
 * the one place that outlives it, and the app's localStorage store is not touched.
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

/** Renders nothing; writes the list's search, sort, page size and page to session storage whenever they change. */
export const PersistListPrefs = () => {
  const { sort, perPage, page, filterValues } = useListContext();
  const filterJson = JSON.stringify(filterValues ?? {});
  useEffect(() => {
    writeListPrefs({ sort, perPage, page, filter: JSON.parse(filterJson) as Record<string, unknown> });
  }, [sort, perPage, page, filterJson]);
  return null;
};

/** Spec §5: searching or sorting goes back to the first page with 20 rows (react-admin batches both into one query). */
export const useSearchFromStart = () => {
  const { filterValues, displayedFilters, setFilters, setPerPage } = useListContext();
  return useCallback(
    (search: string) => {
      const next: Record<string, unknown> = { ...filterValues };
      delete next.q;
      if (search !== '') next.q = search;
      setFilters(next, displayedFilters);
      setPerPage(DEFAULT_PAGE_SIZE);
    },
    [filterValues, displayedFilters, setFilters, setPerPage],
  );
};

/**
 * Gives the table's headers a `setSort` that also resets paging, of one identity: the table hands it to every row, and
 * a new one on each list context change (auth check, resources registering) re-rendered all rows for nothing.
 */
export const ResetPagingOnSort = ({ children }: { children: ReactNode }) => {
  const context = useListContext();
  const { setSort, setPerPage } = context;
  const setSortFromStart = useEvent((sort: SortPayload) => {
    setSort(sort);
    setPerPage(DEFAULT_PAGE_SIZE);
  });
  const value = useMemo(() => ({ ...context, setSort: setSortFromStart }), [context, setSortFromStart]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
};
