import type { DmsClient } from '../dms/client.ts';
import { preparePage, type PreparedVehicle } from './prepare.ts';
import type { StagedRow } from './stagingRows.ts';

export interface FeedResult {
  total: number;
  /** Distinct vehicles read: what the feed checks count. */
  vehicles: number;
  duplicates: number;
  /** New or changed vehicles handed to the sink (seq 0 … staged-1). */
  staged: number;
  /** Stock ids of the feed, for marking the vehicles it no longer has. */
  seen: string[];
  limited: boolean;
}

export interface FeedRequest {
  limit: number | null;
  pageSize: number;
  /** Pages read at once (FEED_CONCURRENCY by database); 4 when absent. */
  concurrency?: number;
  /** Stock id → source_hash of the vehicles not marked for deletion: those with the same hash are only counted. */
  known: ReadonlyMap<string, string>;
}

/** Receives each page's new or changed vehicles, numbered firstSeq, firstSeq+1, …; `fetched` of `total` read so far. */
export type FeedSink = (firstSeq: number, rows: StagedRow[], fetched: number, total: number) => Promise<void>;

/**
 * Pages in flight: each is held parsed in the feed thread until written. On the embedded database the instance's
 * memory is the limit (issue 26: at most 400 MB during a sync of 15,000 vehicles); two pages of 500 kept it there
 * (`BENCH_PARTS=d npm run bench:load`: 394-395 MB, with four 411-439 MB). A server database keeps four.
 */
export const FEED_CONCURRENCY = { pglite: 2, postgres: 4 } as const;

/**
 * Reads the whole feed, several pages at a time, and hands new or changed vehicles (and marked ones coming back)
 * to the sink, so a no-op re-sync hands over nothing. Any failure, or `stopped()` returning an error, ends the
 * reading with that error and nothing more reaches the sink; the caller has not touched `vehicles` yet.
 */
export async function readFeed(
  dms: DmsClient,
  req: FeedRequest,
  sink: FeedSink,
  stopped: () => Error | undefined = () => undefined,
): Promise<FeedResult> {
  const { pageSize, known } = req;
  const read = async (page: number) => preparePage(await dms.call('vehicles', { query: { page, pageSize } }), known);
  // A one-vehicle page tells the size, so every full page can then be read concurrently from the start.
  const { total } = await dms.call('vehicles', { query: { page: 1, pageSize: 1 } });
  const wanted = req.limit === null ? total : Math.min(total, req.limit);
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
    await sink(firstSeq, rows, seen.size, wanted);
  };

  let next = 1;
  let failure: unknown;
  // Readers stop at the first failure and all are awaited, so nothing reaches the sink after the caller gave up.
  const reader = async () => {
    while (next <= pages && failure === undefined) {
      const page = next++;
      try {
        const answer = await read(page);
        if (answer.total !== total)
          throw new Error(`the DMS feed changed while it was read (total ${total} became ${answer.total}); try again`);
        failure ??= stopped();
        if (failure === undefined) await stage(page, answer.vehicles);
      } catch (err) {
        failure ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(req.concurrency ?? FEED_CONCURRENCY.postgres, pages) }, reader));
  if (failure !== undefined) throw failure;
  if (seen.size + duplicates < wanted) {
    throw new Error(`the DMS feed is incomplete: it announced ${wanted} vehicles but sent ${seen.size + duplicates}`);
  }
  return { total, vehicles: seen.size, duplicates, staged, seen: [...seen], limited: wanted < total };
}
