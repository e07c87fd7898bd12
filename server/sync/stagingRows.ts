import type { Database } from '../db/open.ts';
import type { StageFields } from './prepare.ts';

/** A new or changed vehicle on its way to sync_staging. */
export interface StagedRow {
  stockid: string;
  hash: string;
  fields: StageFields;
}

const COLUMNS =
  'run_id, seq, stockid, hash, vin, make, model, series, car_year, mileage, purchase_date, list_price, ride_share_category, lifestyle_category, data, summary, spin_20, spin_45, spin_60, has_interior';
const TYPES = ['bigint', 'int', 'text', 'text', 'text', 'text', 'text', 'text', 'int', 'int', 'date', 'numeric', 'text', 'jsonb', 'text', 'text', 'int', 'int', 'int', 'boolean'];
// PostgreSQL allows 65,535 parameters per statement: 20 columns × 1,000 rows stays well under.
const ROWS_PER_STATEMENT = 1000;

const fields = (runId: number, seq: number, r: StagedRow): Array<string | number | boolean | null> => [runId, seq, r.stockid, r.hash, ...r.fields];

// COPY text format: backslash, tab, newline and carriage return are the only bytes with a meaning.
const copyEscape = (s: string) =>
  s.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
const copyLine = (values: Array<string | number | boolean | null>) =>
  values.map((x) => (x === null ? '\\N' : typeof x === 'string' ? copyEscape(x) : String(x))).join('\t') + '\n';

/**
 * Writes rows numbered firstSeq, firstSeq+1, … into sync_staging. PGlite takes a COPY from a blob (~20% cheaper than
 * parameters there, and it all runs on our thread). A PostgreSQL server takes multi-row INSERTs: COPY would save it
 * a few tenths of a second per 10,000 rows, overlapped with reading the feed: not worth a pg-copy-streams dependency.
 */
export async function writeStaged(db: Database, runId: number, firstSeq: number, rows: StagedRow[]): Promise<void> {
  if (rows.length === 0) return;
  if (db.pglite) {
    const text = rows.map((r, i) => copyLine(fields(runId, firstSeq + i, r))).join('');
    await db.pglite.query(`copy sync_staging (${COLUMNS}) from '/dev/blob'`, [], { blob: new Blob([text]) });
    return;
  }
  for (let from = 0; from < rows.length; from += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(from, from + ROWS_PER_STATEMENT);
    const params = chunk.flatMap((r, i) => fields(runId, firstSeq + from + i, r));
    const tuples = chunk.map((_, r) => `(${TYPES.map((t, c) => `$${r * TYPES.length + c + 1}::${t}`).join(',')})`);
    await db.query(`insert into sync_staging (${COLUMNS}) values ${tuples.join(',')}`, params);
  }
}
