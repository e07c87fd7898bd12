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
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      queue(copy.chunk(chunk));
      if (formatted.length >= IN_FLIGHT) {
        const lines = await formatted.shift()!;
        if (lines.length > 0) yield lines;
      }
    }
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
