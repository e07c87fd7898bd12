import { parentPort } from 'node:worker_threads';
import { copyTupleReader } from './copyTuples.ts';
import { decodeBatch, type ExportPayload } from './exportBatch.ts';
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

/**
 * Buffers the API's thread sent back once written. A new buffer per batch (200 of about 0.5 MB for 100,000
 * vehicles) became garbage that V8 collects only after some 64 MB of it: that was most of an export's memory.
 */
const spare: ArrayBuffer[] = [];
const MAX_SPARE = 4;

/** The text as UTF-8, in a spare buffer when one is large enough. */
function encode(text: string): Uint8Array {
  const i = spare.findIndex((b) => b.byteLength >= text.length);
  const [reused] = i >= 0 ? spare.splice(i, 1) : [];
  if (reused) {
    const { read, written } = encoder.encodeInto(text, new Uint8Array(reused));
    if (read === text.length) return new Uint8Array(reused, 0, written);
    spare.push(reused); // too small for this text's multi-byte characters
  }
  // Room to spare, so the buffer serves later batches; three bytes a character at most.
  const buffer = new ArrayBuffer(Math.ceil(text.length * 1.25) + 1024);
  const { read, written } = encoder.encodeInto(text, new Uint8Array(buffer));
  if (read === text.length) return new Uint8Array(buffer, 0, written);
  return encoder.encode(text);
}

/** The COPY streams being read, by export (exportCopy.ts): a row may straddle two chunks. */
const copies = new Map<number, ReturnType<typeof copyTupleReader>>();

/** The rows of a COPY chunk, as a batch of PostgreSQL rows. */
function copyRows(m: Extract<ToExportThread, { type: 'copy' }>): ExportPayload {
  let reader = copies.get(m.copy);
  if (!reader) copies.set(m.copy, (reader = copyTupleReader()));
  const rows = m.chunk ? reader.read(m.chunk) : [];
  if (m.end) {
    copies.delete(m.copy);
    if (!reader.complete()) throw new Error('the COPY ended inside a row');
  }
  return { kind: 'rows', rows: rows as Extract<ExportPayload, { kind: 'rows' }>['rows'] };
}

port.on('message', (m: ToExportThread) => {
  if (m.type === 'reuse') {
    if (spare.length < MAX_SPARE) spare.push(m.buffer);
    return;
  }
  if (m.type === 'copyClosed') {
    copies.delete(m.copy);
    return;
  }
  try {
    const payload = m.type === 'copy' ? copyRows(m) : m.payload;
    const csv = encode(csvBatch(decodeBatch(payload), m.options));
    // The buffer the rows came in (read above; strings copy what they keep) goes back to be filled again.
    const bytes = m.type === 'copy' ? m.chunk : payload.kind === 'copy' ? payload.bytes : undefined;
    const input = bytes?.buffer as ArrayBuffer | undefined;
    post(
      { type: 'csv', job: m.job, csv, input },
      input ? [csv.buffer as ArrayBuffer, input] : [csv.buffer as ArrayBuffer],
    );
  } catch (err) {
    if (m.type === 'copy') copies.delete(m.copy);
    post({ type: 'failed', job: m.job, message: err instanceof Error ? err.message : String(err) });
  }
});
