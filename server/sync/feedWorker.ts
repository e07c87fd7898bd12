import { parentPort } from 'node:worker_threads';
import { createDmsClient } from '../dms/client.ts';
import type { FromFeedThread, ToFeedThread } from './feedProtocol.ts';
import { readFeed } from './feedReader.ts';
import { stagedBatch } from './stagingRows.ts';

/**
 * The feed reader's thread: fetching, parsing, validating, hashing and encoding the DMS feed (most of a sync's
 * JavaScript) runs here, beside the database writes on the API's thread, which stays free to answer requests.
 */
const port = parentPort;
if (!port) throw new Error('feedWorker.ts runs as a worker thread (see feedThread.ts)');

const written = new Map<number, () => void>();
const stopped = new Set<number>();
let batches = 0;

const post = (m: FromFeedThread, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);

async function read(m: Extract<ToFeedThread, { type: 'read' }>) {
  const { job, runId } = m;
  const dms = createDmsClient({ ...m.dms, baseUrl: () => m.dms.baseUrl });
  try {
    const result = await readFeed(
      dms,
      m.request,
      async (firstSeq, rows, fetched, total) => {
        const batch = ++batches;
        const staged = stagedBatch(runId, firstSeq, rows);
        const done = new Promise<void>((resolve) => written.set(batch, resolve));
        post({ type: 'batch', job, batch, staged, fetched, total }, [staged.copy.buffer]);
        await done;
      },
      () => (stopped.has(job) ? new Error('stopped by the sync') : undefined),
    );
    post({ type: 'done', job, result });
  } catch (err) {
    post({ type: 'failed', job, message: err instanceof Error ? err.message : String(err) });
  } finally {
    stopped.delete(job);
  }
}

port.on('message', (m: ToFeedThread) => {
  if (m.type === 'read') void read(m);
  else if (m.type === 'written') {
    written.get(m.batch)?.();
    written.delete(m.batch);
  } else stopped.add(m.job);
});
