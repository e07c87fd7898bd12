import type { Database } from '../db/open.ts';
import { notFound } from '../errors.ts';
import type { VehicleRow } from './present.ts';

export const FULL_COLUMNS = `stockid, vin, make, model, series, car_year, mileage, to_char(purchase_date, 'YYYY-MM-DD') as purchase_date,
  list_price, coalesce(ride_share_override, ride_share_category) as ride_share_category,
  coalesce(lifestyle_override, lifestyle_category) as lifestyle_category, to_char(mark_for_deletion, 'YYYY-MM-DD') as mark_for_deletion, active,
  rim_size, feature_choices, seo, version, updated_at, pin_damage_count, pin_feature_count, pin_inst_feature_count,
  dms::json as dms`; // stored as text; `::json` only checks it, and both drivers hand json back parsed

export async function loadVehicle(db: Database, stockid: string): Promise<VehicleRow> {
  const [row] = await db.prepared<VehicleRow>(`select ${FULL_COLUMNS} from vehicles where stockid = $1`, [stockid]);
  if (!row) throw notFound(`No vehicle with stock id ${stockid}`);
  return row;
}

/**
 * Refuses a request naming stock ids that are not in the inventory (404 naming them, up to 5), so a bulk action
 * or an export of a selection does not answer "0 vehicles" for a typo.
 */
export async function requireStockIds(db: Database, ids: readonly string[]): Promise<void> {
  const rows = await db.query<{ stockid: string }>('select stockid from vehicles where stockid = any($1::text[])', [
    ids,
  ]);
  const found = new Set(rows.map((r) => r.stockid));
  const missing = [...new Set(ids.filter((id) => !found.has(id)))];
  if (missing.length === 0) return;
  const named = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ` and ${missing.length - 5} more` : '');
  throw notFound(missing.length === 1 ? `No vehicle with stock id ${named}` : `No vehicles with stock ids ${named}`);
}
