/**
 * The sync's floors (issue 26), on the same data in the same run:
 *   - the feed alone: every page read, parsed and checked as the sync reads it (readFeed with prepare.ts's checks,
 *     as many pages in flight as the sync on that database) into a sink that keeps nothing; for a full sync with nothing known (every vehicle is
 *     prepared), for a no-op re-sync with the stored vehicles' hashes known, as the sync reads it;
 *   - a plain COPY of the same rows (the vehicles table the sync filled, in binary) into an empty table of the same
 *     columns without indexes, as server/db/copyIn.ts loads the sync's staging.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import type { DmsClient } from '../../server/dms/client.ts';
import { copyIn } from '../../server/db/copyIn.ts';
import type { Database } from '../../server/db/open.ts';
import { readFeed } from '../../server/sync/feedReader.ts';

export async function feedFloor(
  dms: DmsClient,
  pageSize: number,
  concurrency: number,
  known: ReadonlyMap<string, string> = new Map(),
): Promise<{ seconds: number; vehicles: number }> {
  const t0 = performance.now();
  const r = await readFeed(dms, { limit: null, pageSize, concurrency, known }, async () => undefined);
  return { seconds: (performance.now() - t0) / 1000, vehicles: r.vehicles };
}

/** The vehicles table in COPY's binary format. */
async function copyOut(db: Database): Promise<Uint8Array<ArrayBuffer>> {
  if (db.pglite) {
    const file = '/tmp/bench-floor-out.bin';
    await db.pglite.query(`copy vehicles to '${file}' with (format binary)`);
    const data = db.pglite.Module.FS.readFile(file) as Uint8Array<ArrayBuffer>;
    db.pglite.Module.FS.unlink(file);
    return data;
  }
  const client = await db.pool!.connect();
  const chunks: Buffer[] = [];
  try {
    await pipeline(
      client.query(copyTo('copy vehicles to stdout with (format binary)')),
      new Writable({ write: (c: Buffer, _e, cb) => (chunks.push(c), cb()) }),
    );
  } finally {
    client.release();
  }
  // One copy: the table is 0.9 GB at 100,000 vehicles, and a slice of it besides held 2.8 GB at once.
  const all = Buffer.concat(chunks);
  chunks.length = 0;
  return all.byteOffset === 0 && all.byteLength === all.buffer.byteLength
    ? new Uint8Array(all.buffer as ArrayBuffer)
    : new Uint8Array(all);
}

/** Seconds of the plain COPY of the vehicles' rows into an empty, index-free table (dropped afterwards). */
export async function copyFloor(db: Database): Promise<{ seconds: number; bytes: number }> {
  const data = await copyOut(db);
  await db.query('drop table if exists bench_copy_floor');
  await db.query('create table bench_copy_floor (like vehicles including defaults including generated)');
  try {
    const t0 = performance.now();
    await copyIn(db, 'bench_copy_floor', data);
    return { seconds: (performance.now() - t0) / 1000, bytes: data.byteLength };
  } finally {
    await db.query('drop table bench_copy_floor');
  }
}
