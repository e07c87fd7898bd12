import pg from 'pg';
import type { Database } from '../db/open.ts';
import type { ListRow } from './present.ts';
import { exportSink, type BatchBuffers } from './exportSink.ts';
import { copyExtent, copyTupleReader } from './copyTuples.ts';
import { readSummary, type VehicleSummary } from './summary.ts';

/**
 * Vehicles per batch: small batches keep the export's memory flat whatever the inventory size. 100,000 vehicles on
 * PGlite, with formatting in its own thread (npm run bench:vehicles, runs alternated on this 2-core machine): 250 took
 * 2.4-3.7 s, 500 2.2-3.1 s (reading fewer, larger batches: 2.0 s of COPY at 250, 1.7 s at 500), 1000 3.7-4.0 s.
 * Extra memory was 70-115 MB for all three, most of it spent buffers awaiting a collection; with the buffers reused
 * (exportSink.ts, exportWorker.ts) it is 66-75 MB at 500, mostly what the first export after start adds for good
 * (the formatting thread's heap, PGlite's memory): the next ones add under 25 MB.
 */
export const EXPORT_BATCH = 500;

export type ExportRow = Pick<
  ListRow,
  | 'stockid'
  | 'vin'
  | 'make'
  | 'model'
  | 'series'
  | 'car_year'
  | 'mileage'
  | 'purchase_date'
  | 'list_price'
  | 'ride_share_category'
  | 'lifestyle_category'
  | 'mark_for_deletion'
  | 'active'
  | 'rim_size'
  | 'feature_choices'
>;
export interface ExportVehicle {
  row: ExportRow;
  summary: VehicleSummary;
}

/**
 * A batch as the database gave it, decoded by the export thread (exportWorker.ts), not by the API's thread:
 * `copy` is PGlite's binary COPY of the batch (copyTuples.ts), `rows` a PostgreSQL server's rows with every field
 * left as text (PostgreSQL's export is one COPY, exportCopy.ts; the batched read remains for tests).
 */
export type ExportPayload = { kind: 'copy'; bytes: Uint8Array } | { kind: 'rows'; rows: RawRow[] };
export interface ExportBatch {
  payload: ExportPayload;
  /** Vehicles in it; fewer than the batch size means it is the last. */
  count: number;
  /** Its last stock id: the next batch starts after it. */
  last: string;
}

// One indexed range read of narrow rows (no `dms`: the summary has all the export needs).
export const COLUMNS = `stockid, vin, make, model, series, car_year, mileage, to_char(purchase_date, 'YYYY-MM-DD') as purchase_date, list_price,
  coalesce(ride_share_override, ride_share_category) as ride_share_category, coalesce(lifestyle_override, lifestyle_category) as lifestyle_category,
  to_char(mark_for_deletion, 'YYYY-MM-DD') as mark_for_deletion, active, rim_size, feature_choices`;
/** COLUMNS and the summary, every field as text (COPY's binary format writes them as they are, copyTuples.ts). */
export const COPY_COLUMNS = `stockid, vin, make, model, series, car_year::text, mileage::text,
  to_char(purchase_date, 'YYYY-MM-DD'), list_price::text, coalesce(ride_share_override, ride_share_category),
  coalesce(lifestyle_override, lifestyle_category)::text, to_char(mark_for_deletion, 'YYYY-MM-DD'),
  case when active then 't' else 'f' end, rim_size, feature_choices::text, summary`;
const range = (after: string, limit: string, only: string) =>
  `from vehicles where stockid > ${after} ${only} order by stockid limit ${limit}`;

/**
 * On PGlite a batch is a binary COPY of its rows (every field as text, COPY_COLUMNS), written to a device of its
 * in-memory file system (exportSink.ts): the API's thread then hands those bytes to the export thread as they are.
 * Read as a query result, PGlite's parser allocated a buffer per field (100,000 rows of 16 fields took over half the
 * export's time); building one JSON text per batch in SQL instead (the previous way) cost PGlite's single thread
 * json_build_array for every row. COPY takes no parameters, hence the literals.
 */
const binaryCopy = (after: string, size: number, only: string, path: string) =>
  `copy (select ${COPY_COLUMNS} ${range(pg.escapeLiteral(after), String(size), only)}) to '${path}' with (format binary)`;

/** A PostgreSQL row in COLUMNS order, then the summary, every value as the server's text (jsonb as JSON text). */
type RawRow = [
  stockid: Text,
  vin: Text,
  make: Text,
  model: Text,
  series: Text,
  carYear: Text,
  mileage: Text,
  purchaseDate: Text,
  listPrice: Text,
  rideShare: Text,
  lifestyle: Text,
  markForDeletion: Text,
  active: Text,
  rimSize: Text,
  featureChoices: Text,
  summary: Text,
];
type Text = string | null;

const json = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));
const text = (value: string | null): string => value ?? '';
const fromRaw = (r: RawRow): ExportVehicle => ({
  row: {
    stockid: text(r[0]),
    vin: text(r[1]),
    make: text(r[2]),
    model: text(r[3]),
    series: text(r[4]),
    car_year: Number(r[5]),
    mileage: Number(r[6]),
    purchase_date: text(r[7]),
    list_price: text(r[8]),
    ride_share_category: r[9],
    lifestyle_category: json<string[]>(r[10]) ?? [],
    mark_for_deletion: r[11],
    active: r[12] === 't',
    rim_size: r[13],
    feature_choices: json<ExportRow['feature_choices']>(r[14]),
  },
  summary: readSummary(r[15]),
});

/** The vehicles of a batch (run by the export thread). */
export function decodeBatch(payload: ExportPayload): ExportVehicle[] {
  if (payload.kind === 'rows') return payload.rows.map(fromRaw);
  const reader = copyTupleReader();
  const rows = reader.read(payload.bytes) as RawRow[];
  if (!reader.complete()) throw new Error('the batch ended inside a row');
  return rows.map(fromRaw);
}

const EMPTY: ExportBatch = { payload: { kind: 'rows', rows: [] }, count: 0, last: '' };
const asText = (value: string) => value;

const noBuffers: BatchBuffers = { take: () => undefined };

/**
 * The next batch of `size` vehicles after stock id `after` (in stock id order), only those of `ids` when given.
 * On PGlite a batch is written into one of `buffers` when there is one (see exportSink.ts).
 */
export function exportBatchReader(
  db: Database,
  size: number,
  ids?: string[],
  buffers = noBuffers,
): (after: string) => Promise<ExportBatch> {
  if (!Number.isInteger(size) || size < 1) throw new Error(`export batch size must be a positive integer, not ${size}`);
  const { pglite } = db;
  if (pglite) {
    const only = ids ? `and stockid = any(array[${ids.map((id) => pg.escapeLiteral(id)).join(',')}]::text[])` : '';
    const sink = exportSink(pglite);
    return async (after) => {
      const bytes = await sink.capture((path) => pglite.query(binaryCopy(after, size, only, path)), buffers);
      const { count, last } = copyExtent(bytes);
      return count === 0 ? EMPTY : { payload: { kind: 'copy', bytes }, count, last };
    };
  }
  const only = ids ? 'and stockid = any($3::text[])' : '';
  const params = (after: string) => (ids ? [after, size, ids] : [after, size]);
  const pool = db.pool;
  if (!pool) throw new Error('no database to export from');
  // Arrays of the server's text: parsing values (jsonb, numbers) is the export thread's work.
  const query = {
    text: `select ${COLUMNS}, summary ${range('$1', '$2', only)}`,
    rowMode: 'array' as const,
    types: { getTypeParser: () => asText },
  };
  return async (after) => {
    const rows = (await pool.query<RawRow>({ ...query, values: params(after) })).rows;
    const last = rows.at(-1);
    return last ? { payload: { kind: 'rows', rows }, count: rows.length, last: text(last[0]) } : EMPTY;
  };
}
