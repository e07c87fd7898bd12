import type { Database } from '../db/open.ts';
import { lazyWorker } from '../lazyWorker.ts';
import { EXPORT_BATCH, exportBatchReader, type ExportBatch, type ExportPayload } from './exportBatch.ts';
import { copyCsv } from './exportCopy.ts';
import { csvLine, EXPORT_COLUMNS, type ExportOptions } from './exportCsv.ts';
import type { BatchBuffers } from './exportSink.ts';
import type { FromExportThread, ToExportThread } from './exportProtocol.ts';

/** Spare read buffers kept (a few batches are on their way at once). */
const MAX_INPUTS = 4;

/**
 * The export's formatting thread (exportWorker.ts), started by the first export (or by warm()) and kept for the
 * next ones; concurrent exports share it. Formatting 100,000 vehicles on the API's thread kept it busy for 2.4 s
 * on top of reading and sending; in a thread of its own it runs beside them.
 */
/** Let go after this long without a batch to format (between exports; the thread holds tens of megabytes). */
const IDLE_MS = 30_000;

export function createExportThread() {
  let jobs = 0;
  let copies = 0;
  const waiting = new Map<number, { resolve: (csv: Buffer) => void; reject: (err: Error) => void }>();
  // The buffers the thread made (only those go back to it: a small Buffer may share Node's pool with others).
  const fromThread = new WeakSet<ArrayBufferLike>();
  // The buffers PGlite's batches came in, back from the thread: the next batches are read into them.
  const inputs: ArrayBuffer[] = [];

  /** The parts' bytes in one buffer: a spare input large enough, or a new one. */
  const gather = (parts: Buffer[]): Uint8Array => {
    const size = parts.reduce((n, p) => n + p.length, 0);
    const i = inputs.findIndex((b) => b.byteLength >= size);
    const [spare] = i >= 0 ? inputs.splice(i, 1) : [];
    // Room to spare for the next ones (a gathering ends one socket read past its size).
    const bytes = new Uint8Array(spare ?? new ArrayBuffer(Math.ceil(size * 1.25)), 0, size);
    let at = 0;
    for (const p of parts) {
      bytes.set(p, at);
      at += p.length;
    }
    return bytes;
  };
  const failAll = (err: Error) => {
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };
  const thread = lazyWorker(
    'vehicles/exportWorker',
    (w) => {
      w.on('message', (m: FromExportThread) => {
        const job = waiting.get(m.job);
        waiting.delete(m.job);
        if (m.type === 'csv') {
          if (m.input && inputs.length < MAX_INPUTS) inputs.push(m.input);
          fromThread.add(m.csv.buffer);
          job?.resolve(Buffer.from(m.csv.buffer, m.csv.byteOffset, m.csv.byteLength));
        } else job?.reject(new Error(`the export could not format a batch: ${m.message}`));
        if (waiting.size === 0) thread.rest();
      });
      w.on('error', (err) => failAll(new Error(`the export thread failed: ${err.message}`)));
      w.on('exit', (code) => failAll(new Error(`the export thread stopped (exit code ${code})`)));
    },
    IDLE_MS,
  );

  return {
    /** The CSV lines of one batch, as UTF-8. */
    format(payload: ExportPayload, options: ExportOptions): Promise<Buffer> {
      const w = thread.get();
      const job = ++jobs;
      return new Promise<Buffer>((resolve, reject) => {
        waiting.set(job, { resolve, reject });
        // PGlite's batch bytes move to the thread rather than being copied.
        const transfer = payload.kind === 'copy' ? [payload.bytes.buffer as ArrayBuffer] : [];
        w.postMessage({ type: 'format', job, payload, options } satisfies ToExportThread, transfer);
      });
    },
    /** An export from a PostgreSQL server's COPY (exportCopy.ts): its chunks, in order, then its end. */
    copy(options: ExportOptions) {
      const id = ++copies;
      const send = (parts: Buffer[], end: boolean) => {
        const w = thread.get();
        const job = ++jobs;
        return new Promise<Buffer>((resolve, reject) => {
          waiting.set(job, { resolve, reject });
          // The socket's chunks are gathered into a buffer of the thread's own (they may share Node's pool),
          // one the thread sent back when there is one: a new one per message was most of this thread's garbage.
          const own = parts.length > 0 ? gather(parts) : undefined;
          const message: ToExportThread = { type: 'copy', job, copy: id, chunk: own, end, options };
          w.postMessage(message, own ? [own.buffer as ArrayBuffer] : []);
        });
      };
      let ended = false;
      return {
        /** Chunks of the COPY, in order (their bytes are copied: the caller may drop them). */
        chunk: (parts: Buffer[]) => send(parts, false),
        end: () => {
          ended = true;
          return send([], true);
        },
        /** Lets the thread drop what it kept of a COPY that did not end. */
        close: () => {
          if (!ended) thread.running()?.postMessage({ type: 'copyClosed', copy: id } satisfies ToExportThread);
        },
      };
    },
    /**
     * Gives the buffer of a formatted batch back to the thread, for a later batch to be written into, once the
     * client has it (the socket's write callback): the caller must not read it afterwards.
     */
    reuse(csv: Buffer): void {
      const w = thread.running();
      if (!w || !fromThread.has(csv.buffer)) return;
      fromThread.delete(csv.buffer);
      const buffer = csv.buffer as ArrayBuffer;
      w.postMessage({ type: 'reuse', buffer } satisfies ToExportThread, [buffer]);
    },
    /** A buffer to read a batch into (exportSink.ts), if one came back. */
    inputBuffers: { take: () => inputs.pop() } satisfies BatchBuffers,
    /** Loads the thread ahead of the first export, so that export does not wait for it. */
    warm: thread.warm,
    close: thread.close,
  };
}

export type ExportThread = ReturnType<typeof createExportThread>;

declare module 'fastify' {
  interface FastifyInstance {
    exportThread: ExportThread;
  }
}

/**
 * The inventory as RFC 4180 CSV, batch by batch (keyset paging on stockid) so memory stays flat whatever the
 * inventory size: while the thread formats a batch, the database reads the next. `ids` limits it to those vehicles.
 */
export async function* inventoryCsv(
  db: Database,
  thread: ExportThread,
  opts: ExportOptions & { ids?: string[]; batch?: number },
): AsyncGenerator<Buffer> {
  const options: ExportOptions = { dealerId: opts.dealerId, publicUrl: opts.publicUrl };
  if (db.pool && opts.batch === undefined) {
    yield Buffer.from(csvLine(EXPORT_COLUMNS));
    yield* copyCsv(db.pool, thread, options, opts.ids);
    return;
  }
  const size = opts.batch ?? EXPORT_BATCH;
  const read = exportBatchReader(db, size, opts.ids, thread.inputBuffers);
  yield Buffer.from(csvLine(EXPORT_COLUMNS));
  let batch: ExportBatch = await read('');
  while (batch.count > 0) {
    const lines = thread.format(batch.payload, options);
    const next = batch.count === size ? read(batch.last) : null;
    // A download cut short never awaits them: their failure must not become an unhandled rejection.
    lines.catch(() => undefined);
    next?.catch(() => undefined);
    yield await lines;
    if (!next) return;
    batch = await next;
  }
}
