import { LRUCache } from 'lru-cache';
import type { Database } from '../db/open.ts';
import type { SyncService } from '../sync/service.ts';
import type { EventBus } from '../sync/events.ts';
import type { VehicleMakes } from '../../contract/vehicles.ts';

type Summary = Awaited<ReturnType<SyncService['summary']>>;
interface CountQuery {
  whereSql: string;
  params: unknown[];
}

/**
 * count(*) over 100,000 rows costs more than the page itself, and the summary takes four queries: both are
 * cached and dropped on every write this process makes and on every sync event (started, progress at least once
 * a second, finished, failed). On a PostgreSQL server other API instances write too, so values also age out
 * after a few seconds; when one merely ages out, requests keep getting it while one refresh runs (lru-cache's
 * fetch: stale-while-revalidate, one fetch per key), so ten concurrent requests never all recount at once.
 * PGlite has no other writer (its data folder is locked to this process): there values never age out, since a
 * recount there holds the API's only thread (80-100 ms at 100,000 vehicles) and stalled whatever request came next.
 */
export function createListCounts(db: Database, sync: SyncService, bus: EventBus) {
  const ages = (ms: number) => (db.kind === 'postgres' ? ms : 0);
  const totals = new LRUCache<string, number, CountQuery>({
    max: 500,
    ttl: ages(5_000),
    allowStale: true,
    fetchMethod: async (_key, _stale, { context }) => {
      const [row] = await db.query<{ n: number }>(`select count(*)::int as n from vehicles ${context.whereSql}`, context.params);
      return row.n;
    },
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
    fetchMethod: () => db.query<VehicleMakes[number]>('select make, count(*)::int as count from vehicles group by make order by make'),
  });
  const invalidate = () => {
    totals.clear();
    summaries.clear();
    makes.clear();
  };
  // Every event: a running sync changes the counts as it goes.
  bus.subscribe(invalidate);
  const required = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('list counts: the fetch gave no value');
    return value;
  };
  return {
    invalidate,
    async total(key: string, whereSql: string, params: unknown[]): Promise<number> {
      return required(await totals.fetch(key, { context: { whereSql, params } }));
    },
    async summary(): Promise<Summary> {
      return required(await summaries.fetch('summary'));
    },
    async makes(): Promise<VehicleMakes> {
      return required(await makes.fetch('makes'));
    },
  };
}

export type ListCounts = ReturnType<typeof createListCounts>;

declare module 'fastify' {
  interface FastifyInstance {
    vehicleCounts: ListCounts;
  }
}
