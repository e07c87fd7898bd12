import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../db/open.ts';
import type { StageFields } from './prepare.ts';

/** A new or changed vehicle on its way to sync_staging. */
export interface StagedRow {
  stockid: string;
  hash: string;
  fields: StageFields;
}

/** Rows numbered firstSeq, firstSeq+1, … as COPY text (UTF-8), as built by the feed reader. */
export interface StagedBatch {
  copy: Uint8Array<ArrayBuffer>;
}

const COLUMNS =
  'run_id, seq, stockid, hash, vin, make, model, series, car_year, mileage, purchase_date, list_price, ride_share_category, lifestyle_category, data, summary, spin_20, spin_45, spin_60, has_interior';
const COPY = `copy sync_staging (${COLUMNS}) from`;

const fields = (runId: number, seq: number, r: StagedRow): Array<string | number | boolean | null> => [runId, seq, r.stockid, r.hash, ...r.fields];

// COPY text format: backslash, tab, newline and carriage return are the only bytes with a meaning.
const copyEscape = (s: string) =>
  s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
const copyLine = (values: Array<string | number | boolean | null>) =>
  values.map((x) => (x === null ? '\\N' : typeof x === 'string' ? copyEscape(x) : String(x))).join('\t') + '\n';

export function stagedBatch(runId: number, firstSeq: number, rows: StagedRow[]): StagedBatch {
  return { copy: new TextEncoder().encode(rows.map((r, i) => copyLine(fields(runId, firstSeq + i, r))).join('')) };
}

/**
 * Writes a batch into sync_staging with COPY: from a blob on PGlite (~20% cheaper than parameters there), from
 * STDIN on a PostgreSQL server (measured: 10,000 vehicles took 3 s of multi-row INSERTs, longer than reading them).
 */
export async function writeStagedBatch(db: Database, batch: StagedBatch): Promise<void> {
  if (batch.copy.byteLength === 0) return;
  if (db.pglite) {
    await db.pglite.query(`${COPY} '/dev/blob'`, [], { blob: new Blob([batch.copy]) });
    return;
  }
  if (!db.pool) throw new Error('no database to stage the feed in');
  const client = await db.pool.connect();
  try {
    await pipeline(Readable.from([Buffer.from(batch.copy.buffer, batch.copy.byteOffset, batch.copy.byteLength)]), client.query(copyFrom(`${COPY} stdin`)));
  } finally {
    client.release();
  }
}
