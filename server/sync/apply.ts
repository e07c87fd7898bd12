import type { Database } from '../db/open.ts';
import { onlyRow } from '../db/onlyRow.ts';

// 1,000 new rows take ~0.3 s on PGlite, which blocks the event loop meanwhile: short enough for the API and for
// progress every second. Bigger batches were not measurably cheaper (1,000–5,000 tried on 10,000 rows).
const BATCH = 1000;
const KNOWN_PAGE = 20_000;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

// DMS-owned columns only: active, rim_size, feature_choices, seo, the pin counts and the overrides are never in
// this list. Staging holds every column ready-made (the summary and spin layer counts were derived in JS while
// staging), so the upsert only casts: no jsonb is walked per row.
const UPSERT = `
with up as (
  insert into vehicles (stockid, vin, make, model, series, car_year, mileage, purchase_date, list_price,
    ride_share_category, lifestyle_category, body_value, dms, source_hash, summary, list_part, list_part_slim, spin_20, spin_45, spin_60, has_interior,
    created_at, dms_updated_at, updated_at)
  select s.stockid, s.vin, s.make, s.model, s.series, s.car_year, s.mileage, s.purchase_date, s.list_price,
    s.ride_share_category, s.lifestyle_category, s.body_value, s.data, s.hash, s.summary, s.list_part, s.list_part_slim, s.spin_20, s.spin_45,
    s.spin_60, s.has_interior, $2, $2, $2
  from sync_staging s
  where s.run_id = $1 and s.seq >= $3 and s.seq < $4
  on conflict (stockid) do update set
    vin = excluded.vin, make = excluded.make, model = excluded.model, series = excluded.series,
    car_year = excluded.car_year, mileage = excluded.mileage, purchase_date = excluded.purchase_date,
    list_price = excluded.list_price, ride_share_category = excluded.ride_share_category,
    lifestyle_category = excluded.lifestyle_category, body_value = excluded.body_value, dms = excluded.dms, source_hash = excluded.source_hash, summary = excluded.summary,
    list_part = excluded.list_part, list_part_slim = excluded.list_part_slim,
    spin_20 = excluded.spin_20, spin_45 = excluded.spin_45, spin_60 = excluded.spin_60, has_interior = excluded.has_interior,
    dms_updated_at = excluded.dms_updated_at, updated_at = excluded.updated_at,
    mark_for_deletion = null, version = vehicles.version + 1
  where vehicles.source_hash is distinct from excluded.source_hash or vehicles.mark_for_deletion is not null
    or vehicles.list_part is null
  returning (xmax = 0) as inserted
), counted as (
  select count(*) filter (where inserted)::int as inserted, count(*) filter (where not inserted)::int as updated from up
), run as (
  update sync_runs r set inserted = r.inserted + c.inserted, updated = r.updated + c.updated from counted c where r.id = $1
)
select inserted, updated from counted`;

/**
 * The source_hash of every vehicle not marked for deletion, read once at the start of a run: the feed reader
 * stages only vehicles whose hash differs (or that are new or marked), so a no-op re-sync writes nothing at all.
 */
export async function knownHashes(db: Database): Promise<Map<string, string>> {
  const known = new Map<string, string>();
  // In pages by stock id: one query over 100,000 rows would hold PGlite (and the event loop) for over a second. A
  // page comes back as one JSON text: on PGlite each row or array element costs ~10–20 µs to hand over (10,000
  // rows took 0.2 s), JSON.parse of the same pairs a few milliseconds.
  for (let after = ''; ;) {
    const [page] = await db.query<{ pairs: string }>(
      // A row without a list part (synced before it existed) is left out, so this sync rewrites it once.
      `select coalesce(json_agg(json_build_array(stockid, source_hash) order by stockid), '[]')::text as pairs
       from (select stockid, source_hash from vehicles where mark_for_deletion is null and list_part is not null
             and stockid > $1 order by stockid limit $2) v`,
      [after, KNOWN_PAGE],
    );
    const pairs = JSON.parse(page?.pairs ?? '[]') as [string, string][];
    for (const [stockid, hash] of pairs) known.set(stockid, hash);
    const last = pairs.at(-1);
    if (!last || pairs.length < KNOWN_PAGE) return known;
    after = last[0];
  }
}

/**
 * Moves a fully staged feed (seq 0 … staged-1) into `vehicles` in short transactions (one statement per batch), so
 * the API keeps answering; the WHERE clause still skips a row whose DMS data turns out unchanged. Each statement
 * also adds what it inserted and updated to the run's row in sync_runs, so the run history counts every row written
 * even if the process dies between batches; running it again over the same staged rows writes only what is still
 * missing (the rows already written now carry the staged hash), which is how an interrupted run is finished
 * (resume.ts). A PostgreSQL server runs two batches at once (their stock ids are distinct, so they never touch the
 * same row); PGlite runs one statement at a time anyway.
 */
export async function applyStaged(
  db: Database,
  runId: number,
  staged: number,
  now: Date,
): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  let updated = 0;
  let next = 0;
  let failure: unknown;
  // A lane stops at the first failure anywhere, and all are awaited before the run is closed.
  const lane = async () => {
    while (next < staged && failure === undefined) {
      const from = next;
      next += BATCH;
      try {
        const r = onlyRow(
          await db.query<{ inserted: number; updated: number }>(UPSERT, [runId, now, from, from + BATCH]),
        );
        inserted += r.inserted;
        updated += r.updated;
        // A turn of the event loop before the next batch, so requests that came in meanwhile get their queries in
        // between (PGlite runs in this thread). Without it, a client polling the sync status through a 12-batch
        // write never saw a batch boundary (tests/api/syncProcess.test.ts); npm run bench:sync was not slower.
        await yieldToEventLoop();
      } catch (err) {
        failure ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: db.pool ? 2 : 1 }, lane));
  if (failure !== undefined) throw failure;
  return { inserted, updated };
}

/**
 * The start of a run's write phase, in one statement: vehicles absent from a complete feed (`seen`; null for a feed
 * cut by the vehicle limit, which marks nothing) get today's date in markForDeletion (only those not yet marked), and
 * the run adds how many it marked and records that `staged` rows are now being written (a run read again after an
 * interruption, resume.ts, comes here a second time). Marking before the staged rows are written gives the same
 * result as after: every staged vehicle is in the feed. The feed's stock ids travel as one array: unchanged
 * vehicles were never staged, so staging alone cannot tell who is missing.
 */
export async function startWriting(
  db: Database,
  runId: number,
  feed: { seen: string[] | null; staged: number; fetched: number },
  now: Date,
): Promise<number> {
  const rows = await db.query<{ marked: number }>(
    `with m as (
       update vehicles v set mark_for_deletion = $2::date, version = v.version + 1, updated_at = $3
       where $4 and v.mark_for_deletion is null and not exists (select 1 from unnest($1::text[]) f(stockid) where f.stockid = v.stockid)
       returning 1
     ), run as (
       update sync_runs set staged = $6, fetched = $7, marked = marked + (select count(*) from m)::int where id = $5
     ) select count(*)::int as marked from m`,
    [feed.seen ?? [], now.toISOString().slice(0, 10), now, feed.seen !== null, runId, feed.staged, feed.fetched],
  );
  return onlyRow(rows).marked;
}
