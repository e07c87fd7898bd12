import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { copyPieces } from './copyPieces.ts';
import type { Database } from './open.ts';

let files = 0;

// Rows per COPY statement on PGlite (copyPieces.ts): 1,000 staged vehicles held ~13 MB of WebAssembly memory in one
// COPY, 100 hold ~1.3 MB; ten statements instead of one cost no measurable time.
const PGLITE_COPY_ROWS = 100;

/**
 * Loads binary COPY data (see sync/copyBinary.ts) into `target` ("table (columns)"). PGlite reads it from a file
 * in its in-memory file system: its /dev/blob device copies byte by byte in JavaScript (~0.5 s per 10,000
 * vehicles). A PostgreSQL server reads it from STDIN (10,000 vehicles took 3 s of multi-row INSERTs).
 */
export async function copyIn(db: Database, target: string, data: Uint8Array<ArrayBuffer>): Promise<void> {
  if (db.pglite) {
    const { FS } = db.pglite.Module;
    // One transaction, so a batch is stored whole or not at all however many statements it takes.
    await db.pglite.transaction(async (tx) => {
      for (const piece of copyPieces(data, PGLITE_COPY_ROWS)) {
        // Several batches may be on their way at once, so each piece has its own file. The file takes the buffer
        // rather than a copy of it (MEMFS's canOwn): a copy per batch (7.5 MB for 1,000 vehicles) was memory the
        // process kept after a sync (malloc's, where array buffers live). The file is gone before the next piece.
        const file = `/tmp/copy-in-${++files}.bin`;
        FS.writeFile(file, piece, { canOwn: true });
        try {
          await tx.query(`copy ${target} from '${file}' with (format binary)`);
        } finally {
          FS.unlink(file);
        }
      }
    });
    return;
  }
  if (!db.pool) throw new Error('no database to copy into');
  const client = await db.pool.connect();
  try {
    const source = Readable.from([Buffer.from(data.buffer, data.byteOffset, data.byteLength)]);
    await pipeline(source, client.query(copyFrom(`copy ${target} from stdin with (format binary)`)));
  } finally {
    client.release();
  }
}
