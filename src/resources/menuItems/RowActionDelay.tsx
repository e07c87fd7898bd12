import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRefresh, type Identifier } from 'react-admin';

/**
 * Spec §2: "Menu items: table with add, edit and delete. Row actions have a 1 s delay."
 *
 * Our reading: after a row action (an edit saved, a deletion done) the table is read again one second later,
 * and during that second the acted-on row's Edit and Delete buttons are disabled, so a second click cannot
 * act on a row the server has just changed while the table may still show it as it was. Other rows stay
 * usable. Adding is not a row action. (react-admin also reads the table at once after a create or a delete;
 * a deleted row is gone from it meanwhile, so its disabled buttons only show after an edit.)
 */
export const ROW_ACTION_DELAY_MS = 1000;

interface RowActionDelay {
    /** Whether this row's actions are waiting out their second. */
    isDelayed: (id: Identifier) => boolean;
    /** Call after a row action succeeded: disables the row for a second, then reloads the table. */
    afterRowAction: (id: Identifier) => void;
}

const RowActionDelayContext = createContext<RowActionDelay>({
    isDelayed: () => false,
    afterRowAction: () => undefined,
});

export const RowActionDelayProvider = ({ children }: { children: ReactNode }) => {
    const refresh = useRefresh();
    const [delayed, setDelayed] = useState<ReadonlySet<Identifier>>(() => new Set());
    const timers = useRef(new Map<Identifier, ReturnType<typeof setTimeout>>());

    // Leaving the screen drops the pending reloads (nothing to refresh any more).
    useEffect(() => {
        const pending = timers.current;
        return () => {
            pending.forEach(clearTimeout);
            pending.clear();
        };
    }, []);

    const afterRowAction = useCallback(
        (id: Identifier) => {
            const pending = timers.current;
            clearTimeout(pending.get(id));
            setDelayed(current => new Set(current).add(id));
            pending.set(
                id,
                setTimeout(() => {
                    pending.delete(id);
                    setDelayed(current => {
                        const next = new Set(current);
                        next.delete(id);
                        return next;
                    });
                    refresh();
                }, ROW_ACTION_DELAY_MS),
            );
        },
        [refresh],
    );

    const value = useMemo<RowActionDelay>(() => ({ isDelayed: id => delayed.has(id), afterRowAction }), [delayed, afterRowAction]);
    return <RowActionDelayContext.Provider value={value}>{children}</RowActionDelayContext.Provider>;
};

export const useRowActionDelay = () => useContext(RowActionDelayContext);
