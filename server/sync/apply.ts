import type { Database } from '../db/open.ts';

const BATCH = 5000;

// DMS-owned columns only: active, rim_size, feature_choices, seo and the overrides are never in this list.
const UPSERT = `
with up as (
  insert into vehicles (stockid, vin, make, model, series, car_year, mileage, purchase_date, list_price,
    ride_share_category, lifestyle_category, dms, source_hash, created_at, dms_updated_at, updated_at)
  select s.stockid, s.data->>'VIN', s.data->>'make', s.data->>'model', s.data->>'series',
    (s.data->>'carYear')::int, (s.data->>'mileage')::int, (s.data->>'purchaseDate')::date,
    (s.data->>'listPrice')::numeric, s.data->>'rideShareCategory', coalesce(s.data->'lifestyleCategory', '[]'::jsonb),
    s.data, s.hash, $2, $2, $2
  from sync_staging s where s.run_id = $1 and s.seq >= $3 and s.seq < $4
  on conflict (stockid) do update set
    vin = excluded.vin, make = excluded.make, model = excluded.model, series = excluded.series,
    car_year = excluded.car_year, mileage = excluded.mileage, purchase_date = excluded.purchase_date,
    list_price = excluded.list_price, ride_share_category = excluded.ride_share_category,
    lifestyle_category = excluded.lifestyle_category, dms = excluded.dms, source_hash = excluded.source_hash,
    dms_updated_at = excluded.dms_updated_at, updated_at = excluded.updated_at,
    mark_for_deletion = null, version = vehicles.version + 1
  where vehicles.source_hash is distinct from excluded.source_hash or vehicles.mark_for_deletion is not null
  returning (xmax = 0) as inserted
)
select count(*) filter (where inserted)::int as inserted, count(*) filter (where not inserted)::int as updated from up`;

/**
 * Moves a fully staged feed into `vehicles` in short transactions (one statement per batch), so the API keeps
 * answering; rows whose DMS data is unchanged are not written at all.
 */
export async function applyStaged(
  db: Database,
  runId: number,
  maxSeq: number,
  now: Date,
  onProgress: (done: number) => void,
): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  let updated = 0;
  for (let from = 0; from <= maxSeq; from += BATCH) {
    const [r] = await db.query<{ inserted: number; updated: number }>(UPSERT, [runId, now, from, from + BATCH]);
    inserted += r.inserted;
    updated += r.updated;
    onProgress(Math.min(from + BATCH, maxSeq + 1));
  }
  return { inserted, updated };
}

/** Vehicles absent from a complete feed get today's date in markForDeletion (only those not yet marked). */
export async function markMissing(db: Database, runId: number, now: Date): Promise<number> {
  const rows = await db.query<{ stockid: string }>(
    `update vehicles v set mark_for_deletion = $2::date, version = v.version + 1, updated_at = $3
     where v.mark_for_deletion is null
       and not exists (select 1 from sync_staging s where s.run_id = $1 and s.stockid = v.stockid)
     returning v.stockid`,
    [runId, now.toISOString().slice(0, 10), now],
  );
  return rows.length;
}
