import { LRUCache } from 'lru-cache';
import type { Database } from '../db/open.ts';
import type { SyncService } from '../sync/service.ts';
import type { EventBus } from '../sync/events.ts';
import type { VehicleMakes } from '../../contract/vehicles.ts';
import type { EditableFilter } from './listQuery.ts';
import { onlyRow } from '../db/onlyRow.ts';

type Summary = Awaited<ReturnType<SyncService['summary']>>;
interface CountQuery {
  whereSql: string;
  params: unknown[];
}

/** A list query's filter as the route has it (whereOf in listQuery.ts). */
interface Where {
  key: string;
  sql: string;
  params: unknown[];
  edited: readonly EditableFilter[];
}

/** What an admin's save changed, for the cached counts: the filters it may move rows in or out of, and Shown on FE. */
export interface VehiclesEdited {
  filters: readonly EditableFilter[];
  /** Vehicles newly shown minus vehicles newly hidden. */
  shownDelta: number;
}

/** A count's cache key: the admin-editable filters it uses first, so that an edit finds the counts it changes. */
const totalKey = (where: Where) => JSON.stringify([where.edited, where.key]);
const filtersOf = (key: string) => (JSON.parse(key) as [EditableFilter[], string])[0];

/**
 * The cached value, or the query run directly when there is none: a write or sync event that drops the cache
 * while a value is being fetched aborts that fetch (lru-cache rejects it with "deleted"), and the request that
 * was waiting for it answers with a fresh value instead of failing. A database failure fails the direct query too.
 */
async function orDirect<T>(fetched: Promise<T | undefined>, direct: () => Promise<T>): Promise<T> {
  try {
    const value = await fetched;
    if (value !== undefined) return value;
  } catch {
    // aborted or failed: answered (or failed) by the direct query below
  }
  return direct();
}

/**
 * count(*) over 100,000 rows costs more than the page itself, and the summary takes four queries: both are
 * cached, dropped on every sync event (started, progress at least once a second, finished, failed) and, for an
 * admin's save in this process, only where it changes them (vehiclesEdited). On a PostgreSQL server other API instances write too, so values also age out
 * after a few seconds; when one merely ages out, requests keep getting it while one refresh runs (lru-cache's
 * fetch: stale-while-revalidate, one fetch per key), so ten concurrent requests never all recount at once.
 * PGlite has no other writer (its data folder is locked to this process): there values never age out, since a
 * recount there holds the API's only thread (80-100 ms at 100,000 vehicles) and stalled whatever request came next.
 */
export function createListCounts(db: Database, sync: SyncService, bus: EventBus) {
  const ages = (ms: number) => (db.kind === 'postgres' ? ms : 0);
  const count = async ({ whereSql, params }: CountQuery) =>
    onlyRow(await db.query<{ n: number }>(`select count(*)::int as n from vehicles ${whereSql}`, params)).n;
  const listMakes = () =>
    db.query<VehicleMakes[number]>('select make, count(*)::int as count from vehicles group by make order by make');
  const totals = new LRUCache<string, number, CountQuery>({
    max: 500,
    ttl: ages(5_000),
    allowStale: true,
    fetchMethod: (_key, _stale, { context }) => count(context),
  });
  const summaries = new LRUCache<'summary', Summary>({
    max: 1,
    ttl: ages(2_000),
    allowStale: true,
    fetchMethod: () => sync.summary(),
  });
  // The make filter's choices: a grouping of every row, cached like the counts (a sync is what changes them).
  const makes = new LRUCache<'makes', VehicleMakes>({
    max: 1,
    ttl: ages(5_000),
    allowStale: true,
    fetchMethod: listMakes,
  });
  let edits = 0;
  /** The value for one request; dropped from the cache if a save happened while it was being fetched. */
  const keptUnlessEdited = async <T>(fetch: () => Promise<T>, drop: () => void): Promise<T> => {
    const before = edits;
    const value = await fetch();
    if (edits !== before) drop();
    return value;
  };
  const invalidate = () => {
    totals.clear();
    summaries.clear();
    makes.clear();
  };
  /**
   * An admin's save (Show on FE, categories). Dropping every count made the list's reload after a toggle recount
   * all 100,000 rows (about 200 ms on PGlite) to show one more vehicle on FE. Only the counts whose filter uses an
   * edited column go; the summary's Shown on FE moves by the delta. The total, the sync figures and the makes read
   * no column an admin edits. A count or summary being fetched meanwhile may hold what was there before the save:
   * `keptUnlessEdited` drops it once it is stored.
   */
  const vehiclesEdited = ({ filters, shownDelta }: VehiclesEdited) => {
    edits++;
    // A copy of the keys: deleting while lru-cache walks its own list could skip entries.
    const keys = Array.from(totals.keys());
    for (const key of keys) if (filtersOf(key).some((f) => filters.includes(f))) totals.delete(key);
    const summary = summaries.peek('summary', { allowStale: true });
    if (summary && shownDelta !== 0) {
      const counts = { ...summary.counts, FeVehiclesCount: summary.counts.FeVehiclesCount + shownDelta };
      summaries.set('summary', { ...summary, counts }, { noUpdateTTL: true });
    }
  };
  // Every event: a running sync changes the counts as it goes.
  bus.subscribe(invalidate);
  return {
    invalidate,
    vehiclesEdited,
    total(where: Where): Promise<number> {
      const key = totalKey(where);
      const context = { whereSql: where.sql, params: where.params };
      return keptUnlessEdited(
        () => orDirect(totals.fetch(key, { context }), () => count(context)),
        () => totals.delete(key),
      );
    },
    summary: (): Promise<Summary> =>
      keptUnlessEdited(
        () => orDirect(summaries.fetch('summary'), () => sync.summary()),
        () => summaries.delete('summary'),
      ),
    makes: (): Promise<VehicleMakes> => orDirect(makes.fetch('makes'), listMakes),
  };
}

export type ListCounts = ReturnType<typeof createListCounts>;

declare module 'fastify' {
  interface FastifyInstance {
    vehicleCounts: ListCounts;
  }
}
