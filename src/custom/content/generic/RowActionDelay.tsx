import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRefresh, type Identifier } from 'react-admin';

/**
 * A declaration's `admin.rowActionDelay` (spec §2: "Menu items: table with add, edit and delete. Row actions have a
 * 1 s delay").
 *
 * Our reading: after a row action (an edit saved, a deletion done) the table is read again once the delay is over,
 * and meanwhile the acted-on row's Edit and Delete are held back, so a second click cannot act on a row the server
 * has just changed while the table may still show it as it was. Other rows stay usable. Adding is not a row action.
 * (react-admin also reads the table at once after a create or a delete; a deleted row is gone from it meanwhile, so
 * its held-back buttons only show after an edit.)
 */
interface RowActionDelay {
  /** Whether this row's actions are waiting. */
  isDelayed: (id: Identifier) => boolean;
  /** Call after a row action succeeded: holds the row back for the delay, then reloads the table. */
  afterRowAction: (id: Identifier) => void;
}

const RowActionDelayContext = createContext<RowActionDelay>({ isDelayed: () => false, afterRowAction: () => {} });

/** Around a table whose rows wait `delay` ms after an action; without a delay no row waits. */
export const RowActionDelayProvider = ({ delay, children }: { delay: number | undefined; children: ReactNode }) => {
  const refresh = useRefresh();
  const [delayed, setDelayed] = useState<ReadonlySet<Identifier>>(() => new Set());
  const timers = useRef(new Map<Identifier, ReturnType<typeof setTimeout>>());
  // Leaving the screen drops the pending reloads (nothing to refresh any more).
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const afterRowAction = useCallback(
    (id: Identifier) => {
      if (!delay) return;
      const pending = timers.current;
      clearTimeout(pending.get(id));
      setDelayed((current) => new Set(current).add(id));
      const timer = setTimeout(() => {
        pending.delete(id);
        setDelayed((current) => new Set([...current].filter((key) => key !== id)));
        refresh();
      }, delay);
      pending.set(id, timer);
    },
    [refresh, delay],
  );

  const value = useMemo<RowActionDelay>(
    () => ({ isDelayed: (id) => delayed.has(id), afterRowAction }),
    [delayed, afterRowAction],
  );
  return <RowActionDelayContext.Provider value={value}>{children}</RowActionDelayContext.Provider>;
};

export const useRowActionDelay = () => useContext(RowActionDelayContext);
