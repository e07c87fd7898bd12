import type { Database } from '../db/open.ts';
import type { LastUpdated, SyncCounts } from './events.ts';
import { onlyRow } from '../db/onlyRow.ts';

/** A running run whose heartbeat is older than this was killed (crash, SIGKILL, lost instance). */
export const STALE_AFTER_MS = 30_000;

export interface RunRow {
  id: number;
  status: 'running' | 'succeeded' | 'failed';
  trigger: 'manual' | 'schedule';
  started_at: Date;
  finished_at: Date | null;
  heartbeat_at: Date;
  total: number | null;
  fetched: number;
  inserted: number;
  updated: number;
  marked: number;
  error: string | null;
}

export async function createRun(db: Database, trigger: 'manual' | 'schedule', by: string | undefined, now: Date) {
  const rows = await db.query<{ id: string }>(
    `insert into sync_runs (trigger, status, started_at, heartbeat_at, started_by) values ($1, 'running', $2, $2, $3) returning id`,
    [trigger, now, by ?? null],
  );
  return Number(onlyRow(rows).id);
}

export async function heartbeat(db: Database, id: number, fetched: number, total: number | null, now: Date) {
  await db.query('update sync_runs set heartbeat_at = $2, fetched = $3, total = $4 where id = $1', [
    id,
    now,
    fetched,
    total,
  ]);
}

export interface RunCounts {
  inserted: number;
  updated: number;
  marked: number;
  fetched: number;
}

export async function finishRun(
  db: Database,
  id: number,
  result: {
    status: 'succeeded' | 'failed';
    error?: string;
    inserted?: number;
    updated?: number;
    marked?: number;
    fetched?: number;
  },
  now: Date,
) {
  await db.query(
    `update sync_runs set status = $2, error = $3, inserted = coalesce($4, inserted), updated = coalesce($5, updated),
       marked = coalesce($6, marked), fetched = coalesce($7, fetched), finished_at = $8, heartbeat_at = $8 where id = $1`,
    [
      id,
      result.status,
      result.error ?? null,
      result.inserted ?? null,
      result.updated ?? null,
      result.marked ?? null,
      result.fetched ?? null,
      now,
    ],
  );
  // Only the run holding the sync guard gets here, so staging holds nothing of another live run. TRUNCATE rather
  // than DELETE: PGlite has no autovacuum, and deleted rows would stay on disk (~56 MB per 10,000 staged vehicles).
  await db.query('truncate sync_staging');
}

/**
 * Runs left 'running' by a dead process become failed, and their staged rows go. One killed while reading the feed
 * changed nothing; one killed while writing (which finishInterruptedWrites could not finish) keeps the counts of what
 * it wrote, and says so.
 */
export async function closeAbandonedRuns(db: Database, now: Date, everyRunning: boolean, except: number[] = []) {
  const cutoff = new Date(now.getTime() - STALE_AFTER_MS);
  const rows = await db.query<{ id: string }>(
    `update sync_runs set status = 'failed', finished_at = $1,
       error = case when staged is null
         then 'interrupted: the process running this sync stopped before it finished; the inventory was left as it was'
         else 'interrupted while saving vehicles: the process running this sync stopped; the vehicles counted here were ' ||
           'saved, the others were not (the next sync saves them)' end
     where status = 'running' and ($2 or heartbeat_at < $3) and id <> all($4::bigint[]) returning id`,
    [now, everyRunning, cutoff, except],
  );
  await db.query(`delete from sync_staging where run_id not in (select id from sync_runs where status = 'running')`);
  return rows.map((r) => Number(r.id));
}

export async function recentRuns(db: Database, limit = 20): Promise<RunRow[]> {
  const rows = await db.query<RunRow & { id: string }>('select * from sync_runs order by id desc limit $1', [limit]);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Vehicle count of the last successful run, to recognise a truncated feed. */
export async function lastGoodCount(db: Database): Promise<number | null> {
  const [row] = await db.query<{ n: number | null }>(
    `select fetched as n from sync_runs where status = 'succeeded' order by id desc limit 1`,
  );
  return row?.n ?? null;
}

export async function syncSummary(
  db: Database,
  now: Date,
  nextRunAt: Date | null,
): Promise<{ lastUpdated: LastUpdated; counts: SyncCounts }> {
  const counts = onlyRow(
    await db.query<{ total: number; active: number }>(
      'select count(*)::int as total, count(*) filter (where active)::int as active from vehicles',
    ),
  );
  const [last] = await db.query<{ started_at: Date }>('select started_at from sync_runs order by id desc limit 1');
  const [good] = await db.query<{ finished_at: Date; changed: number }>(
    `select finished_at, (inserted + updated + marked)::int as changed from sync_runs where status = 'succeeded' order by id desc limit 1`,
  );
  const [running] = await db.query<{ id: string }>(
    `select id from sync_runs where status = 'running' and heartbeat_at > $1 limit 1`,
    [new Date(now.getTime() - STALE_AFTER_MS)],
  );
  return {
    lastUpdated: {
      isInProgress: Boolean(running),
      lastRunAt: last?.started_at.toISOString() ?? null,
      lastFinishedAt: good?.finished_at.toISOString() ?? null,
      nextRunAt: nextRunAt?.toISOString() ?? null,
    },
    counts: { VehiclesCount: counts.total, UpdatedCount: good?.changed ?? 0, FeVehiclesCount: counts.active },
  };
}
