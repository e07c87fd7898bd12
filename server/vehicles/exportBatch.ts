import type { Database } from '../db/open.ts';
import type { ListRow } from './present.ts';
import { readSummary, type VehicleSummary } from './summary.ts';

/** Vehicles per batch: small batches keep the export's memory flat whatever the inventory size. */
export const EXPORT_BATCH = 500;

export type ExportRow = Pick<ListRow, 'stockid' | 'vin' | 'make' | 'model' | 'series' | 'car_year' | 'mileage' | 'purchase_date'
  | 'list_price' | 'ride_share_category' | 'lifestyle_category' | 'mark_for_deletion' | 'active' | 'rim_size' | 'feature_choices'>;
export interface ExportVehicle {
  row: ExportRow;
  summary: VehicleSummary;
}

// One indexed range read of narrow rows (no `dms`: the summary has all the export needs).
const COLUMNS = `stockid, vin, make, model, series, car_year, mileage, to_char(purchase_date, 'YYYY-MM-DD') as purchase_date, list_price,
  coalesce(ride_share_override, ride_share_category) as ride_share_category, coalesce(lifestyle_override, lifestyle_category) as lifestyle_category,
  to_char(mark_for_deletion, 'YYYY-MM-DD') as mark_for_deletion, active, rim_size, feature_choices`;
const range = (only: string) => `from vehicles where stockid > $1 ${only} order by stockid limit $2`;

const PACKED_FIELDS = `stockid, vin, make, model, series, car_year, mileage, purchase_date, list_price, ride_share_category,
  lifestyle_category, mark_for_deletion, active, rim_size, feature_choices`;
/**
 * On PGlite a batch comes back as one JSON text: its result parser allocates a buffer per field, and 100,000 rows
 * of 16 fields took over half the export's time (5.7 of 10 s); V8 then parses the batch, summaries included, in
 * one call. The summary is spliced in as is: it is JSON written by JSON.stringify (sync/prepare.ts,
 * backfillSummary.ts). A PostgreSQL server reads rows as they are: building the JSON there made the export
 * slower (4.1-4.9 s -> 6.1-6.8 s), node-postgres parsing rows cheaply.
 */
const packedSql = (only: string) => `select '[' || string_agg(left(json_build_array(${PACKED_FIELDS})::text, -1)
  || ',' || coalesce(summary, 'null') || ']', ',' order by stockid) || ']' as batch
  from (select ${COLUMNS}, summary ${range(only)}) v`;
type PackedRow = [
  stockid: string, vin: string, make: string, model: string, series: string, carYear: number, mileage: number, purchaseDate: string,
  listPrice: number, rideShare: string | null, lifestyle: string[], markForDeletion: string | null, active: boolean,
  rimSize: string | null, featureChoices: ExportRow['feature_choices'], summary: VehicleSummary | null,
];
const unpack = (p: PackedRow): ExportVehicle => ({
  row: {
    stockid: p[0], vin: p[1], make: p[2], model: p[3], series: p[4], car_year: p[5], mileage: p[6], purchase_date: p[7], list_price: p[8],
    ride_share_category: p[9], lifestyle_category: p[10], mark_for_deletion: p[11], active: p[12], rim_size: p[13], feature_choices: p[14],
  },
  summary: p[15] ?? readSummary(null),
});

/** The next batch of vehicles after stock id `after` (in stock id order), only those of `ids` when given. */
export function exportBatchReader(db: Database, ids?: string[]): (after: string) => Promise<ExportVehicle[]> {
  const only = ids ? 'and stockid = any($3::text[])' : '';
  const params = (after: string) => (ids ? [after, EXPORT_BATCH, ids] : [after, EXPORT_BATCH]);
  if (db.pglite) {
    const sql = packedSql(only);
    return async (after) => {
      const [{ batch }] = await db.query<{ batch: string | null }>(sql, params(after));
      return batch ? (JSON.parse(batch) as PackedRow[]).map(unpack) : [];
    };
  }
  const sql = `select ${COLUMNS}, summary ${range(only)}`;
  // The row keeps its summary column: copying it without (object rest) made every row's cells slower to read.
  return async (after) => (await db.query<ExportRow & { summary: string | null }>(sql, params(after))).map((row) => ({ row, summary: readSummary(row.summary) }));
}
