import type { DmsVehicle } from '../../contract/dms.ts';
import type { Database } from '../db/open.ts';
import { listParts } from './listPart.ts';
import { summarize } from './summary.ts';

const BATCH = 500;

/**
 * Fills vehicles.summary and the list parts for rows synced before those columns existed (an upgraded data folder),
 * in short batches. The stored `dms` is the validated DMS record, so they are what the sync would have written.
 * Every writer writes the three together, so a row without a list part is the only kind that needs it.
 * Returns how many rows were filled; a fresh or up-to-date database costs one indexed-nothing query.
 */
export async function backfillSummaries(db: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db.query<{ stockid: string; dms: DmsVehicle }>(
      'select stockid, dms::json as dms from vehicles where list_part is null order by stockid limit $1',
      [BATCH],
    );
    if (rows.length === 0) return filled;
    const summaries = rows.map((r) => summarize(r.dms));
    const parts = summaries.map(listParts);
    await db.query(
      `update vehicles v set summary = x.summary, list_part = x.full_part, list_part_slim = x.slim_part
       from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as x(stockid, summary, full_part, slim_part)
       where v.stockid = x.stockid`,
      [
        rows.map((r) => r.stockid),
        summaries.map((s) => JSON.stringify(s)),
        parts.map((p) => p.full),
        parts.map((p) => p.slim),
      ],
    );
    filled += rows.length;
  }
}
