import { lazyWorker } from '../lazyWorker.ts';
import type { DmsConnection, FromFeedThread, ToFeedThread } from './feedProtocol.ts';
import type { FeedRequest, FeedResult } from './feedReader.ts';
import type { StagedBatch } from './stagingRows.ts';

export interface FeedJob {
  runId: number;
  dms: DmsConnection;
  request: FeedRequest;
  /** Stores a batch; the reader waits for it, so at most one batch per page being read is held in memory. */
  write: (batch: StagedBatch) => Promise<void>;
  onProgress: (fetched: number, total: number) => void;
}

/**
 * The reader holds one feed page and the batch being written: a small young generation makes V8 collect it
 * often instead of letting the thread grow to the default limits during a sync (an instance stays under 400 MB).
 * Node's `--max-semi-space-size` (8 in `npm start`) takes precedence over the young generation's limit here.
 */
const FEED_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 256 };

/**
 * A sync's reader is let go this long after the sync: it kept ~100 MB between hourly syncs. 1 s rather than 5 s
 * gives the instance's memory back ~4 s sooner (the same amount in the end, issue 26); loading it again costs ~0.4 s.
 */
const IDLE_MS = 1_000;

/**
 * The feed reader in its own thread (feedWorker.ts), started for a sync (or warmed at start) and let go soon after
 * it. Batches come back to this thread, which alone talks to the database.
 */
export function createFeedThread() {
  const thread = lazyWorker('sync/feedWorker', undefined, IDLE_MS, FEED_LIMITS);
  let jobs = 0;

  function read(job: FeedJob): Promise<FeedResult> {
    const w = thread.get();
    const id = ++jobs;
    return new Promise<FeedResult>((resolve, reject) => {
      let failure: unknown;
      const finish = (err: unknown, result?: FeedResult) => {
        w.off('message', onMessage);
        w.off('error', onError);
        w.off('exit', onExit);
        thread.rest();
        if (err === undefined && result) resolve(result);
        else reject(err);
      };
      const send = (m: ToFeedThread) => w.postMessage(m);
      const onMessage = (m: FromFeedThread) => {
        if (m.job !== id) return;
        if (m.type === 'batch') {
          // After a failed write the reader is stopped; batches already on their way are dropped, never written.
          const stored =
            failure === undefined
              ? job.write(m.staged).then(() => job.onProgress(m.fetched, m.total))
              : Promise.resolve();
          stored
            .catch((err: unknown) => {
              failure ??= err;
              send({ type: 'stop', job: id });
            })
            .finally(() => send({ type: 'written', job: id, batch: m.batch }));
        } else if (m.type === 'done') finish(failure, failure === undefined ? m.result : undefined);
        else finish(failure ?? new Error(m.message));
      };
      const onError = (err: Error) => finish(failure ?? new Error(`the feed reader failed: ${err.message}`));
      const onExit = (code: number) =>
        finish(failure ?? new Error(`the feed reader stopped unexpectedly (exit code ${code})`));
      w.on('message', onMessage);
      w.on('error', onError);
      w.on('exit', onExit);
      send({ type: 'read', job: id, runId: job.runId, dms: job.dms, request: job.request });
    });
  }

  return {
    read,
    /** Loads the reader ahead of the first sync, so that sync does not wait for it. */
    warm: thread.warm,
    close: thread.close,
  };
}

export type FeedThread = ReturnType<typeof createFeedThread>;
