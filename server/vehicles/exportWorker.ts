import { parentPort } from 'node:worker_threads';
import { decodeBatch } from './exportBatch.ts';
import { csvBatch } from './exportCsv.ts';
import type { FromExportThread, ToExportThread } from './exportProtocol.ts';

/**
 * The export's formatting thread: decoding each batch the database sent (JSON, summaries) and writing its CSV lines,
 * most of an export's JavaScript, runs here while the API's thread reads the next batch and sends the last one.
 */
const port = parentPort;
if (!port) throw new Error('exportWorker.ts runs as a worker thread (see exportThread.ts)');

const encoder = new TextEncoder();
const post = (m: FromExportThread, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);

port.on('message', (m: ToExportThread) => {
  try {
    const csv = encoder.encode(csvBatch(decodeBatch(m.payload), m.options));
    post({ type: 'csv', job: m.job, csv }, [csv.buffer]);
  } catch (err) {
    post({ type: 'failed', job: m.job, message: err instanceof Error ? err.message : String(err) });
  }
});
