import { createHash } from 'node:crypto';
import { quoteIdent, type TableInfo } from './catalog.ts';
import type { SqlSession } from './session.ts';

const FETCH_ROWS = 1000;

/**
 * Every row of a table as its `row_to_json` text, in key order, through a cursor (bounded memory; the caller's
 * transaction holds it). Returns the row count and the SHA-256 of the lines, each ending with a newline: the dump
 * format, so a backup's checksum and a restored table's digest compare directly.
 */
export async function forEachRowLine(
  session: SqlSession,
  table: Pick<TableInfo, 'name' | 'orderBy'>,
  onLine: (line: string) => Promise<void> | void = () => {},
) {
  const hash = createHash('sha256');
  const cursor = `rows_${table.name.replace(/\W/g, '_')}`;
  await session.exec(
    `DECLARE ${cursor} NO SCROLL CURSOR FOR select row_to_json(t)::text as line from ${quoteIdent(table.name)} t ` +
      `order by ${table.orderBy.map((c) => `t.${quoteIdent(c)}`).join(', ')}`,
  );
  let rows = 0;
  try {
    for (;;) {
      const batch = await session.query<{ line: string }>(`FETCH ${FETCH_ROWS} FROM ${cursor}`);
      for (const { line } of batch) {
        const text = `${line}\n`;
        hash.update(text);
        await onLine(text);
      }
      rows += batch.length;
      if (batch.length < FETCH_ROWS) break;
    }
  } finally {
    await session.exec(`CLOSE ${cursor}`);
  }
  return { rows, sha256: hash.digest('hex') };
}
