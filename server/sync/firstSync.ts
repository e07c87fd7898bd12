import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { LOCK_KEYS, underAdvisoryLock } from '../db/advisoryLock.ts';
import type { Database } from '../db/open.ts';
import type { SyncService } from './service.ts';
import { onlyRow } from '../db/onlyRow.ts';

export type FirstSyncOutcome = 'started' | 'not-sandbox' | 'manual-only' | 'already-synced' | 'busy';

/**
 * A newcomer's first minute: with the sandbox DMS the inventory would stay empty until someone presses
 * "Sync with DMS", so the very first start runs one by itself. A real DMS (DMS_URL) keeps its first sync
 * manual or scheduled, and SYNC_INTERVAL=0 ("manual only") is respected.
 *
 * "Never synced" means no run at all in sync_runs, failed ones included: once any sync has run, by hand, by
 * schedule or by an earlier start, no start adds another. Instances starting together on one PostgreSQL take a
 * lock around the check and the run's creation, so the second one sees the first one's run and does nothing.
 */
export async function startFirstSync(
  config: Pick<Config, 'DMS_URL' | 'SYNC_INTERVAL'>,
  database: Database,
  sync: Pick<SyncService, 'start'>,
  log: FastifyBaseLogger,
): Promise<FirstSyncOutcome> {
  if (config.DMS_URL) return 'not-sandbox';
  if (config.SYNC_INTERVAL <= 0) return 'manual-only';
  const outcome = await underAdvisoryLock(database.pool, LOCK_KEYS.firstSync, async () => {
    const row = onlyRow(await database.query<{ any: boolean }>('select exists (select 1 from sync_runs) as any'));
    if (row.any) return 'already-synced' as const;
    // start() records the run before it returns, so the next instance's check sees it.
    const runId = await sync.start('schedule');
    if (runId === null) return 'busy' as const;
    log.info({ runId }, 'first start with the sandbox DMS: syncing its inventory');
    return 'started' as const;
  });
  return outcome;
}
