/**
 * The export's floor (issue 26): `COPY (SELECT <the export's columns>) TO STDOUT WITH CSV` of the same rows in the
 * same order, through the server's database handle, its bytes counted and dropped. On PGlite, COPY to its
 * /dev/blob device (PGlite's STDOUT); on PostgreSQL, pg-copy-streams.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { to as copyTo } from 'pg-copy-streams';
import { COLUMNS } from '../../server/vehicles/exportBatch.ts';
import type { Database } from '../../server/db/open.ts';

export const FLOOR_COPY = `copy (select ${COLUMNS}, summary from vehicles order by stockid) to stdout with csv`;

/** Seconds and bytes of the floor's COPY. */
export async function copyFloor(db: Database): Promise<{ seconds: number; bytes: number }> {
  const t0 = performance.now();
  let bytes = 0;
  if (db.pglite) {
    const r = await db.pglite.query(FLOOR_COPY.replace('to stdout', "to '/dev/blob'"));
    bytes = r.blob?.size ?? 0;
  } else {
    const client = await db.pool!.connect();
    try {
      const count = new Writable({
        write(chunk: Buffer, _enc, cb) {
          bytes += chunk.length;
          cb();
        },
      });
      await pipeline(client.query(copyTo(FLOOR_COPY)), count);
    } finally {
      client.release();
    }
  }
  return { seconds: (performance.now() - t0) / 1000, bytes };
}
