import type { DmsVehicle } from '../../contract/dms.ts';
import type { Database } from '../db/open.ts';
import { summarize } from './summary.ts';

const BATCH = 500;

/**
 * Fills vehicles.summary for rows synced before the column existed (an upgraded data folder), in short batches.
 * The stored `dms` is the validated DMS record, so the summary is what the sync would have written.
 * Returns how many rows were filled; a fresh or up-to-date database costs one indexed-nothing query.
 */
export async function backfillSummaries(db: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db.query<{ stockid: string; dms: DmsVehicle }>(
      'select stockid, dms::json as dms from vehicles where summary is null order by stockid limit $1',
      [BATCH],
    );
    if (rows.length === 0) return filled;
    await db.query(
      `update vehicles v set summary = x.summary
       from unnest($1::text[], $2::text[]) as x(stockid, summary) where v.stockid = x.stockid`,
      [rows.map((r) => r.stockid), rows.map((r) => JSON.stringify(summarize(r.dms)))],
    );
    filled += rows.length;
  }
}
