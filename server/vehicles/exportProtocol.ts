import type { ExportPayload } from './exportBatch.ts';
import type { ExportOptions } from './exportCsv.ts';

export type ToExportThread =
  | { type: 'format'; job: number; payload: ExportPayload; options: ExportOptions }
  /**
   * A chunk of a PostgreSQL server's binary COPY (exportCopy.ts), `copy` naming the export it belongs to; `end`
   * when the COPY has ended (no chunk then). Answered with the lines of the rows the chunk completes.
   */
  | { type: 'copy'; job: number; copy: number; chunk?: Uint8Array; end: boolean; options: ExportOptions }
  /** That export stopped before its COPY ended: its unread rest is dropped. */
  | { type: 'copyClosed'; copy: number }
  /** The buffer of an earlier `csv`, written to the client since: the thread writes a later batch into it. */
  | { type: 'reuse'; buffer: ArrayBuffer };

/**
 * `csv` is the batch's lines as UTF-8, its buffer transferred (not copied) back; `input` the buffer the batch came
 * in (PGlite's batch, a COPY chunk), for a later one to be read into.
 */
export type FromExportThread =
  { type: 'csv'; job: number; csv: Uint8Array; input?: ArrayBuffer } | { type: 'failed'; job: number; message: string };
