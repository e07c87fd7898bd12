import type { Database } from '../db/open.ts';
import { onlyRow } from '../db/onlyRow.ts';

// Any constant works; it names "the inventory sync" among advisory locks.
const SYNC_LOCK_KEY = 7_451_001;

export type Release = () => Promise<void>;

/**
 * Exactly one sync at a time. PGlite is one process with one backend, where advisory locks exclude nothing,
 * so an in-process flag; on PostgreSQL a session advisory lock held on a dedicated connection, which also
 * excludes other API instances.
 */
export function createSyncGuard(database: Database) {
  let localBusy = false;
  return {
    async tryAcquire(): Promise<Release | null> {
      if (localBusy) return null;
      localBusy = true;
      if (!database.pool) {
        return async () => {
          localBusy = false;
        };
      }
      const client = await database.pool.connect().catch((err: unknown) => {
        localBusy = false;
        throw err;
      });
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [SYNC_LOCK_KEY]);
      if (!onlyRow(rows).ok) {
        client.release();
        localBusy = false;
        return null;
      }
      return async () => {
        try {
          await client.query('select pg_advisory_unlock($1)', [SYNC_LOCK_KEY]);
        } finally {
          client.release();
          localBusy = false;
        }
      };
    },
    get busy() {
      return localBusy;
    },
  };
}
