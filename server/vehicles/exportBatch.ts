import pg from 'pg';
import type { Database } from '../db/open.ts';
import type { ListRow } from './present.ts';
import { exportSink, type BatchBuffers } from './exportSink.ts';
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
 * `packed` is PGlite's one JSON text per batch, `rows` a PostgreSQL server's rows with every field left as text.
 */
export type ExportPayload = { kind: 'packed'; json: Uint8Array } | { kind: 'rows'; rows: RawRow[] };
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
const range = (after: string, limit: string, only: string) =>
  `from vehicles where stockid > ${after} ${only} order by stockid limit ${limit}`;

const PACKED_FIELDS = `stockid, vin, make, model, series, car_year, mileage, purchase_date, list_price, ride_share_category,
  lifestyle_category, mark_for_deletion, active, rim_size, feature_choices`;
/**
 * On PGlite a batch is one JSON text, which COPY writes to a device of its in-memory file system (exportSink.ts): the
 * API's thread then hands those bytes to the export thread. Read as a query result, PGlite's parser allocated a
 * buffer per field (100,000 rows of 16 fields took over half the export's time) and the API's thread held every
 * batch as a string. The summary is spliced in as is: it is JSON written by JSON.stringify (sync/prepare.ts,
 * backfillSummary.ts). A PostgreSQL server sends rows as they are: building the JSON there made the export slower
 * (4.1-4.9 s -> 6.1-6.8 s), node-postgres reading rows cheaply. COPY takes no parameters, hence the literals.
 */
const packedCopy = (
  after: string,
  size: number,
  only: string,
  path: string,
) => `copy (select '[' || string_agg(left(json_build_array(${PACKED_FIELDS})::text, -1)
  || ',' || coalesce(summary, 'null') || ']', ',' order by stockid) || ']', count(*)::int, max(stockid)
  from (select ${COLUMNS}, summary ${range(pg.escapeLiteral(after), String(size), only)}) v) to '${path}' with (format binary)`;

/** The one row of a binary COPY file (signature, flags, header extension, then the tuple): its fields' bytes. */
function copiedRow(bytes: Uint8Array): Array<Uint8Array | null> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 11 + 4;
  at += 4 + view.getUint32(at);
  const fields: Array<Uint8Array | null> = [];
  const count = view.getInt16(at);
  at += 2;
  for (let i = 0; i < count; i++) {
    const length = view.getInt32(at);
    at += 4;
    fields.push(length < 0 ? null : bytes.subarray(at, at + length));
    at += Math.max(length, 0);
  }
  return fields;
}

type PackedRow = [
  stockid: string,
  vin: string,
  make: string,
  model: string,
  series: string,
  carYear: number,
  mileage: number,
  purchaseDate: string,
  listPrice: number,
  rideShare: string | null,
  lifestyle: string[],
  markForDeletion: string | null,
  active: boolean,
  rimSize: string | null,
  featureChoices: ExportRow['feature_choices'],
  summary: VehicleSummary | null,
];
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

const asRow = (p: PackedRow): ExportRow => ({
  stockid: p[0],
  vin: p[1],
  make: p[2],
  model: p[3],
  series: p[4],
  car_year: p[5],
  mileage: p[6],
  purchase_date: p[7],
  list_price: p[8],
  ride_share_category: p[9],
  lifestyle_category: p[10],
  mark_for_deletion: p[11],
  active: p[12],
  rim_size: p[13],
  feature_choices: p[14],
});
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
  const batch = JSON.parse(new TextDecoder().decode(payload.json)) as PackedRow[];
  return batch.map((p) => ({ row: asRow(p), summary: p[15] ?? readSummary(null) }));
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
      const bytes = await sink.capture((path) => pglite.query(packedCopy(after, size, only, path)), buffers);
      const [json, count, last] = copiedRow(bytes);
      if (!json || !count || !last) return EMPTY;
      return {
        payload: { kind: 'packed', json },
        count: new DataView(count.buffer, count.byteOffset).getInt32(0),
        last: new TextDecoder().decode(last),
      };
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
