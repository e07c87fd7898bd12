import { LRUCache } from 'lru-cache';
import type { Database } from '../db/open.ts';
import type { SyncService } from '../sync/service.ts';
import type { EventBus } from '../sync/events.ts';

/**
 * count(*) over 100,000 rows costs more than the page itself, and the summary takes four queries: both are
 * cached for a few seconds and dropped on every write this process makes or any sync that finishes.
 */
export function createListCounts(db: Database, sync: SyncService, bus: EventBus) {
  const totals = new LRUCache<string, number>({ max: 500, ttl: 5_000 });
  let summary: { at: number; value: Awaited<ReturnType<SyncService['summary']>> } | null = null;
  const invalidate = () => {
    totals.clear();
    summary = null;
  };
  bus.subscribe((e) => {
    if (e.type === 'finished' || e.type === 'started' || e.type === 'failed') invalidate();
  });
  return {
    invalidate,
    async total(key: string, whereSql: string, params: unknown[]): Promise<number> {
      const hit = totals.get(key);
      if (hit !== undefined) return hit;
      const [row] = await db.query<{ n: number }>(`select count(*)::int as n from vehicles ${whereSql}`, params);
      totals.set(key, row.n);
      return row.n;
    },
    async summary() {
      if (summary && Date.now() - summary.at < 2_000) return summary.value;
      const value = await sync.summary();
      summary = { at: Date.now(), value };
      return value;
    },
  };
}

export type ListCounts = ReturnType<typeof createListCounts>;

declare module 'fastify' {
  interface FastifyInstance {
    vehicleCounts: ListCounts;
  }
}
