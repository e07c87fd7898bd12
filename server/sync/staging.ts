import type { Database } from '../db/open.ts';
import type { DmsClient } from '../dms/client.ts';
import { preparePage, type PreparedVehicle } from './prepare.ts';
import { writeStaged, type StagedRow } from './stagingRows.ts';

export interface FeedResult {
  total: number;
  /** Distinct vehicles read: what the feed checks count. */
  vehicles: number;
  duplicates: number;
  /** New or changed vehicles waiting in sync_staging (seq 0 … staged-1). */
  staged: number;
  /** Stock ids of the feed, for marking the vehicles it no longer has. */
  seen: string[];
  limited: boolean;
}

const CONCURRENCY = 4;

/**
 * Reads the whole feed, several pages at a time. `known` maps the stock ids of `vehicles` (unmarked ones) to their
 * source_hash: a vehicle with the same hash is only counted, so a no-op re-sync stages nothing, and only new or
 * changed vehicles (or marked ones coming back) reach sync_staging. Any failure throws before anything touches
 * `vehicles`.
 */
export async function stageFeed(
  db: Database,
  dms: DmsClient,
  runId: number,
  limit: number | null,
  pageSize: number,
  known: ReadonlyMap<string, string>,
  onProgress: (fetched: number, total: number) => void,
): Promise<FeedResult> {
  const read = async (page: number) => preparePage(await dms.call('vehicles', { query: { page, pageSize } }), known);
  const first = await read(1);
  const total = first.total;
  const wanted = limit === null ? total : Math.min(total, limit);
  const pages = Math.ceil(wanted / pageSize);
  const seen = new Set<string>();
  let duplicates = 0;
  let staged = 0;

  const stage = async (page: number, vehicles: PreparedVehicle[]) => {
    const offset = (page - 1) * pageSize;
    const rows: StagedRow[] = [];
    vehicles.forEach(({ stockid, hash, fields }, i) => {
      if (offset + i >= wanted) return;
      if (seen.has(stockid)) {
        duplicates++;
        return;
      }
      seen.add(stockid);
      if (fields) rows.push({ stockid, hash, fields });
    });
    // Sequence numbers are taken before the write so pages written concurrently never share one.
    const firstSeq = staged;
    staged += rows.length;
    await writeStaged(db, runId, firstSeq, rows);
    onProgress(seen.size, wanted);
  };

  await stage(1, first.vehicles);
  let next = 2;
  let failure: unknown;
  // Workers stop at the first failure and all are awaited, so nothing is staged after the run is closed.
  const worker = async () => {
    while (next <= pages && failure === undefined) {
      const page = next++;
      try {
        const answer = await read(page);
        if (answer.total !== total) throw new Error(`the DMS feed changed while it was read (total ${total} became ${answer.total}); try again`);
        if (failure === undefined) await stage(page, answer.vehicles);
      } catch (err) {
        failure ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, Math.max(pages - 1, 0)) }, worker));
  if (failure !== undefined) throw failure;
  if (seen.size + duplicates < wanted) {
    throw new Error(`the DMS feed is incomplete: it announced ${wanted} vehicles but sent ${seen.size + duplicates}`);
  }
  return { total, vehicles: seen.size, duplicates, staged, seen: [...seen], limited: wanted < total };
}
