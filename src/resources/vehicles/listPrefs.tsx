import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { ListContextProvider, useEvent, useListContext, type SortPayload } from 'react-admin';
import { DEFAULT_PAGE_SIZE, writeListPrefs } from './listPrefsStorage.ts';

export {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  LIST_PREFS_KEY,
  readListPrefs,
  writeListPrefs,
  type VehicleListPrefs,
} from './listPrefsStorage.ts';

/** Renders nothing; writes the list's search, sort, page size and page to session storage whenever they change. */
export const PersistListPrefs = () => {
  const { sort, perPage, page, filterValues } = useListContext();
  const filterJson = JSON.stringify(filterValues ?? {});
  useEffect(() => {
    writeListPrefs({ sort, perPage, page, filter: JSON.parse(filterJson) as Record<string, unknown> });
  }, [sort, perPage, page, filterJson]);
  return null;
};

/**
 * Spec §5: searching or sorting goes back to the first page with 20 rows. Both modifiers are
 * applied in the same tick, and react-admin batches them into one query.
 */
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
 * Gives the table (header sort labels, the Show on FE header toggle) a `setSort` that also resets paging. It keeps
 * one identity: the table hands it to every row, and a new one each time the list context changed (auth check,
 * resources registering at start) re-rendered all rows for nothing.
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
