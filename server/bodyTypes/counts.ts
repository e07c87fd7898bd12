import { sql } from 'drizzle-orm';
import type { Database } from '../db/open.ts';

/**
 * body_value_counts: vehicles per DMS body value and how many are shown on the front end (active), over the
 * vehicles not marked for deletion (a vehicle the DMS no longer sends is not on sale). Rebuilt once per sync
 * (one grouping, ~50 ms at 100,000 vehicles) and moved by every Show-on-FE change, so the cards read a few rows.
 *
 * The rebuild holds an EXCLUSIVE lock on the table: a Show-on-FE change (whose counts update needs ROW EXCLUSIVE)
 * either commits before the rebuild's snapshot, so it is counted, or waits and adds its delta after it.
 */
const REBUILD = `
  with fresh as (
    select body_value as value, count(*)::int as vehicles, (count(*) filter (where active))::int as shown
    from vehicles where body_value is not null and mark_for_deletion is null group by body_value
  ), gone as (
    delete from body_value_counts c where not exists (select 1 from fresh f where f.value = c.value)
  )
  insert into body_value_counts (value, vehicles, shown) select value, vehicles, shown from fresh
  on conflict (value) do update set vehicles = excluded.vehicles, shown = excluded.shown`;

export async function rebuildBodyValueCounts(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table body_value_counts in exclusive mode`);
    await tx.execute(sql.raw(REBUILD));
  });
}

/**
 * SQL for a data-modifying CTE after one named `changed` (rows of vehicles whose `active` just changed, with
 * `body_value` and `mark_for_deletion`): moves their values' shown counts by `delta` (a parameter reference such as
 * $4, +1 or -1 per changed row), in the same statement as the Show-on-FE change itself.
 */
export const shownCountsMove = (delta: string) => `
  shown_moved as (
    update body_value_counts c set shown = c.shown + (${delta})::int * d.n
    from (select body_value, count(*)::int as n from changed where body_value is not null and mark_for_deletion is null group by body_value) d
    where c.value = d.body_value and (${delta})::int <> 0
  )`;

/** Shown-on-FE vehicles per body value, for the given values only (a primary-key lookup each). */
export async function shownCounts(database: Database, values: readonly string[]): Promise<Map<string, number>> {
  if (values.length === 0) return new Map();
  const rows = await database.prepared<{ value: string; shown: number }>(
    'select value, shown from body_value_counts where value = any($1::text[])',
    [values],
  );
  return new Map(rows.map((r) => [r.value, r.shown]));
}

export async function allBodyValueCounts(database: Database) {
  return database.prepared<{ value: string; vehicles: number; shown: number }>(
    'select value, vehicles, shown from body_value_counts where vehicles > 0 order by value',
  );
}
