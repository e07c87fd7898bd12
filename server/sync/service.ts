import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/open.ts';
import { audit } from '../audit.ts';
import { knownHashes, startWriting } from './apply.ts';
import type { EventBus } from './events.ts';
import { createSyncGuard, type Release } from './guard.ts';
import { closeAbandonedRuns, createRun, finishRun, heartbeat, lastGoodCount, syncSummary } from './runs.ts';
import { completeWrites, finishInterruptedWrites } from './resume.ts';
import { backfillSummaries } from '../vehicles/backfillSummary.ts';
import { rebuildBodyValueCounts } from '../bodyTypes/counts.ts';
import { getSyncLimit } from './syncLimit.ts';
import type { DmsConnection } from './feedProtocol.ts';
import { FEED_CONCURRENCY } from './feedReader.ts';
import { createFeedThread } from './feedThread.ts';
import { writeStagedBatch } from './stagingWrite.ts';
import { metrics } from '../metrics.ts';
import { analyzeVehicles } from './analyze.ts';

/** Rows written by one sync above which the table's planner statistics are refreshed. */
const ANALYZE_AFTER_ROWS = 1000;

export interface SyncOptions {
  database: Database;
  /** Where the feed thread reaches the DMS, resolved at each run (the mounted sandbox's port is known late). */
  dms: () => DmsConnection;
  bus: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMinutes: number;
  minFeedRatio: number;
  pageSize: number;
  /** Run after a successful sync (the body-type cards' low-stock mails); a failure there is logged, not the sync's. */
  afterSync?: () => Promise<unknown>;
}

const TICK_MS = 500;

export function createSyncService(o: SyncOptions) {
  const guard = createSyncGuard(o.database);
  const feedThread = createFeedThread();
  let current: Promise<void> | null = null;
  /** The current run has recorded its outcome and does only its after-sync work (counts, analyze) before it lets go. */
  let finishing = false;
  let timer: NodeJS.Timeout | null = null;
  let nextRunAt: Date | null = null;

  /** `resumed`: a run interrupted while writing, read again; it already wrote (and counted) part of `vehicles`. */
  async function run(runId: number, release: Release, resumed = false) {
    const { database: db, clock } = o;
    let fetched = 0;
    let total: number | null = null;
    let phase = 'reading the DMS feed';
    let writing = resumed;
    const began = performance.now();
    const tick = setInterval(() => {
      void heartbeat(db, runId, fetched, total, clock.now()).catch(() => undefined);
      void o.bus.publish({ type: 'progress', runId, processed: fetched, total }).catch(() => undefined);
    }, TICK_MS);
    try {
      // The reader's thread (let go 1 s after the last sync) loads while the stored hashes are read.
      feedThread.warm();
      if (resumed) await db.query('delete from sync_staging where run_id = $1', [runId]);
      const limit = await getSyncLimit(db);
      const known = await knownHashes(db);
      const feed = await feedThread.read({
        runId,
        dms: o.dms(),
        request: { limit, pageSize: o.pageSize, concurrency: FEED_CONCURRENCY[db.kind], known },
        write: (batch) => writeStagedBatch(db, batch),
        onProgress: (n, t) => {
          fetched = n;
          total = t;
        },
      });
      phase = 'checking the feed';
      const previous = await lastGoodCount(db);
      if (feed.vehicles === 0) throw new Error('the DMS feed is empty; nothing was changed or marked for deletion');
      if (!feed.limited && previous && feed.vehicles < previous * o.minFeedRatio) {
        throw new Error(
          `the DMS feed has ${feed.vehicles} vehicles, fewer than ${Math.round(o.minFeedRatio * 100)}% of the ${previous} of the last sync; ` +
            'it looks truncated, so nothing was changed or marked for deletion',
        );
      }
      phase = 'saving vehicles';
      // From here the run writes `vehicles`: it records that first, with the vehicles it marks for deletion
      // (marking needs the whole feed: with a vehicle limit the rest of the feed was never read), so a process
      // killed from now on has its run finished at the next start (resume.ts) rather than reported as a no-op.
      await startWriting(
        db,
        runId,
        { seen: feed.limited ? null : feed.seen, staged: feed.staged, fetched: feed.vehicles },
        clock.now(),
      );
      writing = true;
      const { inserted, updated, marked } = await completeWrites(db, runId, feed.staged, () => clock.now());
      finishing = true;
      // No progress after the completion: the after-sync work below still takes a while.
      clearInterval(tick);
      metrics.syncFinished('succeeded', (performance.now() - began) / 1000);
      const summary = await syncSummary(db, clock.now(), nextRunAt);
      o.log.info(
        { runId, inserted, updated, marked, fetched: feed.vehicles, staged: feed.staged },
        'inventory sync finished',
      );
      await o.bus.publish({ type: 'finished', runId, ...summary });
      if (o.afterSync)
        await o.afterSync().catch((e: unknown) => o.log.warn({ err: String(e) }, 'after-sync work failed'));
      // PGlite never autovacuums: after a large write the planner would keep its small-table estimates
      // (measured: sequential scans of 100,000 rows for the list). PostgreSQL's autovacuum gets there later.
      if (inserted + updated + marked >= ANALYZE_AFTER_ROWS) {
        await analyzeVehicles(db).catch((e: unknown) => o.log.warn({ err: String(e) }, 'analyze after sync failed'));
      }
    } catch (err) {
      clearInterval(tick);
      const reason = `Sync failed while ${phase}: ${err instanceof Error ? err.message : String(err)}`;
      // Rows already written stay (each batch is its own transaction) and the run's counts say how many.
      const message = writing
        ? `${reason}. The vehicles counted in this run were saved, the others were not (the next sync saves them)`
        : reason;
      if (writing) await rebuildBodyValueCounts(db).catch(() => undefined);
      o.log.warn({ runId, err: message }, 'inventory sync failed');
      metrics.syncFinished('failed', (performance.now() - began) / 1000);
      if (phase === 'reading the DMS feed' && /^the DMS\b/.test(err instanceof Error ? err.message : ''))
        metrics.dmsError('feed');
      await finishRun(db, runId, { status: 'failed', error: message, fetched }, clock.now()).catch(() => undefined);
      await o.bus.publish({ type: 'failed', runId, message }).catch(() => undefined);
    } finally {
      clearInterval(tick);
      finishing = false;
      await release();
    }
  }

  /**
   * Runs a dead process left open. Under the sync guard (`everyRunning`: each running run is then a dead one), one
   * killed while writing vehicles is finished from its staged rows; when those are gone, the newest such run is
   * returned for the caller to run again (`resumable`) if it may, and closed as failed with its counts otherwise.
   * Every other one is closed as failed.
   */
  async function closeInterrupted(everyRunning: boolean, mayResume: boolean) {
    const now = () => o.clock.now();
    // Without the guard another instance may be syncing: its start handled any such run already.
    const { finished, lost } = everyRunning
      ? await finishInterruptedWrites(o.database, now, (runId, err) =>
          o.log.error({ runId, err }, 'could not finish a sync interrupted while saving vehicles'),
        )
      : { finished: [], lost: [] };
    for (const run of finished) o.log.warn(run, 'finished a sync that was interrupted while saving vehicles');
    if (finished.length) {
      const summary = await syncSummary(o.database, now(), nextRunAt);
      for (const { runId } of finished)
        await o.bus.publish({ type: 'finished', runId, ...summary }).catch(() => undefined);
      if (o.afterSync)
        await o.afterSync().catch((e: unknown) => o.log.warn({ err: String(e) }, 'after-sync work failed'));
    }
    const resumable = mayResume ? (lost.at(-1) ?? null) : null;
    const closed = await closeAbandonedRuns(o.database, now(), everyRunning, resumable ? [resumable.runId] : []);
    return { closed, resumable };
  }

  /** Starts a sync in the background; null when one is already running (here or on another instance). */
  async function start(trigger: 'manual' | 'schedule', by?: { id: string; email: string }): Promise<number | null> {
    // A run already shown as finished still holds the lock for its after-sync work: a start then waits for it
    // rather than answering 'already running' about a sync the admin sees as done.
    if (finishing && current) await current;
    const release = await guard.tryAcquire();
    if (!release) return null;
    let runId: number;
    try {
      // Holding the lock means no other sync is alive anywhere: any run still marked running is a dead one.
      await closeInterrupted(true, false);
      runId = await createRun(o.database, trigger, by?.email, o.clock.now());
      if (by)
        await audit(
          o.database.db,
          { action: 'vehicles.sync', actorId: by.id, actorEmail: by.email, target: String(runId) },
          o.clock.now(),
        );
      await o.bus.publish({ type: 'started', runId, trigger });
    } catch (err) {
      await release();
      throw err;
    }
    current = run(runId, release).finally(() => {
      current = null;
    });
    return runId;
  }

  /**
   * Several instances each keep this schedule: a scheduled run that another instance started within most of the
   * interval counts for all, so the deployment syncs about once per interval rather than once per instance.
   */
  async function scheduledRunDue(intervalMs: number): Promise<boolean> {
    const [last] = await o.database.query<{ started_at: Date | null }>(
      `select max(started_at) as started_at from sync_runs where trigger = 'schedule'`,
    );
    const at = last?.started_at ? new Date(last.started_at).getTime() : 0;
    return o.clock.now().getTime() - at >= intervalMs * 0.9;
  }

  function schedule() {
    if (o.intervalMinutes <= 0) return;
    const ms = o.intervalMinutes * 60_000;
    nextRunAt = new Date(Date.now() + ms);
    timer = setTimeout(() => {
      void scheduledRunDue(ms)
        .then((due) => (due ? start('schedule') : null))
        .catch((err: unknown) => o.log.error({ err }, 'scheduled sync could not start'))
        .finally(schedule);
    }, ms);
    timer.unref();
  }

  return {
    start,
    /** Closes runs a dead process left open, then starts the schedule. */
    async init() {
      const release = await guard.tryAcquire();
      let outcome: Awaited<ReturnType<typeof closeInterrupted>>;
      try {
        outcome = await closeInterrupted(release !== null, true);
        // Under the sync lock: an upgraded data folder gets the list's summary before anything reads it.
        const filled = release ? await backfillSummaries(o.database) : 0;
        if (filled)
          o.log.info(
            { vehicles: filled },
            'filled the list summary and list parts of vehicles synced before they existed',
          );
      } catch (err) {
        await release?.();
        throw err;
      }
      const { closed, resumable } = outcome;
      if (closed.length) o.log.warn({ runs: closed }, 'marked interrupted syncs as failed');
      if (resumable && release) {
        // Killed while writing, its staged rows lost: the same run reads the feed again and writes what is missing,
        // in the background (the guard passes to it), so the inventory and its history end up as one finished run.
        o.log.warn(
          { runId: resumable.runId },
          'resuming a sync that was interrupted while saving vehicles: reading the feed again',
        );
        await o.bus
          .publish({ type: 'started', runId: resumable.runId, trigger: resumable.trigger })
          .catch(() => undefined);
        current = run(resumable.runId, release, true).finally(() => {
          current = null;
        });
      } else await release?.();
      // The feed reader is not warmed: it starts with a sync (~0.4 s, nothing beside a sync) and ends after it.
      schedule();
    },
    summary: () => syncSummary(o.database, o.clock.now(), nextRunAt),
    /** Resolves when the running sync (if any) is over. */
    idle: () => current ?? Promise.resolve(),
    get nextRunAt() {
      return nextRunAt;
    },
    async close() {
      if (timer) clearTimeout(timer);
      await (current ?? Promise.resolve());
      await feedThread.close();
    },
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
