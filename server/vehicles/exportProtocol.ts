import type { ExportPayload } from './exportBatch.ts';
import type { ExportOptions } from './exportCsv.ts';

export type ToExportThread = { type: 'format'; job: number; payload: ExportPayload; options: ExportOptions };

/** `csv` is the batch's lines as UTF-8, its buffer transferred (not copied) back. */
export type FromExportThread = { type: 'csv'; job: number; csv: Uint8Array } | { type: 'failed'; job: number; message: string };
