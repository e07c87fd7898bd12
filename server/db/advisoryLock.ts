import type pg from 'pg';

/**
 * The advisory lock keys of the product, in one place: any constants work, as long as no two uses share one.
 * The sync's own lock (server/sync/guard.ts) is 7_451_001.
 */
export const LOCK_KEYS = {
  migrations: 7_451_000,
  firstSync: 7_451_002,
  contentSeed: 7_451_003,
} as const;

/**
 * Runs `work` while holding a session advisory lock on a connection of its own: instances starting together on one
 * PostgreSQL take turns (migrations, the content seed, the first sync). Without a pool (PGlite, one process) it just
 * runs.
 */
export async function underAdvisoryLock<T>(pool: pg.Pool | undefined, key: number, work: () => Promise<T>): Promise<T> {
  if (!pool) return work();
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}
