import type { SortPayload } from 'react-admin';
import { z } from 'zod';
import { VEHICLE_PAGE_SIZES, VEHICLE_SORT_COLUMNS } from '../../../contract/index.ts';

// The list's stored preferences, without React: read at boot (src/bootPrefetch.ts) before the app's code runs.

/** Spec §9: page size 20 by default, purchase date descending. */
export const DEFAULT_PAGE_SIZE = VEHICLE_PAGE_SIZES[0];
export const DEFAULT_SORT: SortPayload = { field: 'purchaseDate', order: 'DESC' };
/** sessionStorage key (spec §9: search, sort and page size live in session storage; the page too, issue 20). */
export const LIST_PREFS_KEY = 'admin-console.vehicles.list';

export interface VehicleListPrefs {
  sort: SortPayload;
  perPage: number;
  /** 1-based, as react-admin counts: back from a vehicle, the list opens on the page it was left on. */
  page: number;
  /** Search (`q`) and the filters. */
  filter: Record<string, unknown>;
}

const prefsSchema = z.object({
  sort: z.object({ field: z.enum(VEHICLE_SORT_COLUMNS), order: z.enum(['ASC', 'DESC']) }),
  perPage: z.union(VEHICLE_PAGE_SIZES.map((size) => z.literal(size))),
  // Stored before the page was kept: such a tab starts on the first page.
  page: z.number().int().min(1).max(1_000_000).default(1),
  filter: z.record(z.string(), z.unknown()),
});

const defaults = (): VehicleListPrefs => ({ sort: DEFAULT_SORT, perPage: DEFAULT_PAGE_SIZE, page: 1, filter: {} });

/** What this tab last used; anything unreadable (old shape, storage off) gives the defaults. */
export const readListPrefs = (): VehicleListPrefs => {
  try {
    const stored = window.sessionStorage.getItem(LIST_PREFS_KEY);
    if (!stored) return defaults();
    const parsed = prefsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : defaults();
  } catch {
    return defaults();
  }
};

export const writeListPrefs = (prefs: VehicleListPrefs): void => {
  try {
    window.sessionStorage.setItem(LIST_PREFS_KEY, JSON.stringify(prefs));
  } catch {
    // Storage full or disabled: the list still works, it just won't be restored.
  }
};
