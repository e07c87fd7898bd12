import type { Database } from '../db/open.ts';
import { rebuildBodyValueCounts } from '../bodyTypes/counts.ts';
import { applyStaged } from './apply.ts';
import { finishRun, type RunCounts } from './runs.ts';
import { onlyRow } from '../db/onlyRow.ts';

/**
 * The end of a run's write phase, shared by a live run and the one finishing an interrupted run: the staged rows
 * into `vehicles` (again: rows already written are skipped), the body-type counts rebuilt when anything changed, and
 * the run closed as succeeded with the counts its statements recorded.
 */
export async function completeWrites(db: Database, runId: number, staged: number, now: () => Date): Promise<RunCounts> {
  await applyStaged(db, runId, staged, now());
  const run = onlyRow(
    await db.query<RunCounts>('select inserted, updated, marked, fetched from sync_runs where id = $1', [runId]),
  );
  // The body-type cards' counts (server/bodyTypes/counts.ts): one grouping of the inventory, skipped when the
  // run wrote nothing (1.2 s at 100,000 vehicles on a loaded PGlite).
  if (run.inserted + run.updated + run.marked > 0) await rebuildBodyValueCounts(db);
  await finishRun(db, runId, { status: 'succeeded' }, now());
  return run;
}

export interface InterruptedWrites {
  /** Finished from their staged rows (the API's process died; a PostgreSQL server keeps sync_staging). */
  finished: Array<{ runId: number } & RunCounts>;
  /**
   * Their staged rows are gone (sync_staging is UNLOGGED: after PGlite's crash recovery it is empty), so finishing
   * them means reading the feed again: the newest one is returned to run again under its own id, the others are
   * left to closeAbandonedRuns.
   */
  lost: Array<{ runId: number; trigger: 'manual' | 'schedule' }>;
}

/**
 * Runs a dead process left in their write phase (killed after the feed passed its checks, with `vehicles` part
 * written). Only under the sync guard (every running run is then a dead one, and no live run uses sync_staging),
 * before any other run is closed or started. A run that fails to finish is left to closeAbandonedRuns, which closes it
 * as failed with the counts of what it wrote.
 */
export async function finishInterruptedWrites(
  db: Database,
  now: () => Date,
  onError: (runId: number, err: unknown) => void,
): Promise<InterruptedWrites> {
  const runs = await db.query<{ id: string; staged: number; kept: number; trigger: 'manual' | 'schedule' }>(
    `select r.id, r.staged, r.trigger, (select count(*) from sync_staging s where s.run_id = r.id)::int as kept
     from sync_runs r where r.status = 'running' and r.staged is not null order by r.id`,
  );
  const result: InterruptedWrites = { finished: [], lost: [] };
  for (const r of runs) {
    const runId = Number(r.id);
    if (r.kept !== r.staged) {
      result.lost.push({ runId, trigger: r.trigger });
      continue;
    }
    try {
      result.finished.push({ runId, ...(await completeWrites(db, runId, r.staged, now)) });
    } catch (err) {
      onError(runId, err);
    }
  }
  return result;
}
