import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/open.ts';

/** A new, empty database on the PostgreSQL server of `serverUrl` (named `<prefix>_<random>`), and its drop. */
export async function scratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards).
 */
export async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: '', inMemory: true });
    return { database, drop: () => database.close() };
  }
  const scratch = await scratchDatabase(serverUrl, 'test');
  const database = await openDatabase({ url: scratch.url, dataDir: '' });
  return {
    database,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}
