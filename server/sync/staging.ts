import { createHash } from 'node:crypto';
import type { DmsVehicle } from '../../contract/dms.ts';
import type { Database } from '../db/open.ts';
import type { DmsClient } from '../dms/client.ts';

export interface FeedResult {
  total: number;
  staged: number;
  duplicates: number;
  limited: boolean;
}

const CONCURRENCY = 4;

/** Canonical JSON of the validated record (zod output keeps schema key order), so equal data hashes equally. */
const hashOf = (v: DmsVehicle) => createHash('sha256').update(JSON.stringify(v)).digest('hex');

/**
 * Reads the whole feed, several pages at a time, into sync_staging. Any failure throws before anything
 * touches `vehicles`. One statement per page: the page travels as one JSON parameter, the server unpacks it.
 */
export async function stageFeed(
  db: Database,
  dms: DmsClient,
  runId: number,
  limit: number | null,
  pageSize: number,
  onProgress: (fetched: number, total: number) => void,
): Promise<FeedResult> {
  const first = await dms.call('vehicles', { query: { page: 1, pageSize: pageSize } });
  const total = first.total;
  const wanted = limit === null ? total : Math.min(total, limit);
  const pages = Math.ceil(wanted / pageSize);
  const seen = new Set<string>();
  let staged = 0;
  let duplicates = 0;

  const stage = async (page: number, vehicles: DmsVehicle[]) => {
    const offset = (page - 1) * pageSize;
    const rows: Array<{ seq: number; stockid: string; hash: string; data: DmsVehicle }> = [];
    vehicles.forEach((v, i) => {
      if (offset + i >= wanted) return;
      if (seen.has(v.stockid)) {
        duplicates++;
        return;
      }
      seen.add(v.stockid);
      rows.push({ seq: offset + i, stockid: v.stockid, hash: hashOf(v), data: v });
    });
    if (rows.length === 0) return;
    await db.query(
      `insert into sync_staging (run_id, seq, stockid, hash, data)
       select $1, (x->>'seq')::int, x->>'stockid', x->>'hash', x->'data' from jsonb_array_elements($2::jsonb) x`,
      [runId, JSON.stringify(rows)],
    );
    staged += rows.length;
    onProgress(staged, wanted);
  };

  await stage(1, first.vehicles);
  let next = 2;
  let failure: unknown;
  // Workers stop at the first failure and all are awaited, so nothing is staged after the run is closed.
  const worker = async () => {
    while (next <= pages && failure === undefined) {
      const page = next++;
      try {
        const answer = await dms.call('vehicles', { query: { page, pageSize: pageSize } });
        if (answer.total !== total) throw new Error(`the DMS feed changed while it was read (total ${total} became ${answer.total}); try again`);
        if (failure === undefined) await stage(page, answer.vehicles);
      } catch (err) {
        failure ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, Math.max(pages - 1, 0)) }, worker));
  if (failure !== undefined) throw failure;
  if (staged + duplicates < wanted) {
    throw new Error(`the DMS feed is incomplete: it announced ${wanted} vehicles but sent ${staged + duplicates}`);
  }
  return { total, staged, duplicates, limited: wanted < total };
}
