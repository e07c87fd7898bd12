import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { COPY_COLUMNS } from './exportBatch.ts';
import type { ExportOptions } from './exportCsv.ts';
import type { ExportThread } from './exportThread.ts';

/**
 * On a PostgreSQL server the export is one COPY of the rows in stock id order (binary, every field as text:
 * copyTuples.ts), read through pg-copy-streams as the server sends it: its chunks go to the export thread as they
 * come, which answers each with the CSV lines of the rows it completes. Batches of 500 rows through queries cost a
 * round trip each, node-postgres's parsing of every field on the API's thread, and a copy of each batch to the
 * thread; the export took 4.5x the COPY of the same columns (docs/benchmarks.md).
 */
const copySql = (ids?: string[], escape = (s: string) => s) =>
  `copy (select ${COPY_COLUMNS} from vehicles ${
    ids ? `where stockid = any(array[${ids.map(escape).join(',')}]::text[])` : ''
  } order by stockid) to stdout with (format binary)`;

/** Chunks formatted by the thread while the next ones arrive; the COPY waits (TCP) beyond that. */
const IN_FLIGHT = 4;
/**
 * The COPY's chunks (a socket read each, 64 kB at most) are sent to the thread 256 kB at a time: fewer messages,
 * and writes to the client of ~140 kB of lines instead of ~35 kB, each waiting for the last (exportInventory.ts).
 */
const GATHER = 256 * 1024;

export async function* copyCsv(
  pool: pg.Pool,
  thread: ExportThread,
  options: ExportOptions,
  ids?: string[],
): AsyncGenerator<Buffer> {
  const client = await pool.connect();
  const stream = client.query(copyTo(copySql(ids, (s) => client.escapeLiteral(s))));
  const copy = thread.copy(options);
  let done = false;
  const formatted: Array<Promise<Buffer>> = [];
  const queue = (lines: Promise<Buffer>) => {
    // A download cut short never awaits them: their failure must not become an unhandled rejection.
    lines.catch(() => undefined);
    formatted.push(lines);
  };
  try {
    let gathered: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      gathered.push(chunk);
      size += chunk.length;
      if (size < GATHER) continue;
      queue(copy.chunk(gathered));
      gathered = [];
      size = 0;
      if (formatted.length >= IN_FLIGHT) {
        const lines = await formatted.shift()!;
        if (lines.length > 0) yield lines;
      }
    }
    if (size > 0) queue(copy.chunk(gathered));
    queue(copy.end());
    while (formatted.length > 0) {
      const lines = await formatted.shift()!;
      if (lines.length > 0) yield lines;
    }
    done = true;
  } finally {
    copy.close();
    // Stopped inside the COPY (the client went away, or a failure): that connection is not reusable.
    if (!done) stream.destroy();
    client.release(!done);
  }
}
