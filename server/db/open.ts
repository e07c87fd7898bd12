import { createHash } from 'node:crypto';
import path from 'node:path';
import { migrationsFolder } from '../paths.ts';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { LOCK_KEYS, underAdvisoryLock } from './advisoryLock.ts';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { lockDataDir } from './lock.ts';
import { makeFolderPrivate } from '../privateFiles.ts';

/** Both drivers share Drizzle's PostgreSQL query builder, so routes are written once. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's URL when on PostgreSQL (LISTEN needs its own connection). */
  url?: string;
  /** Raw SQL for hot paths (sync, bulk updates); returns rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * The same for a statement run on most requests: on PostgreSQL it is prepared once per connection (named by
   * its text), sparing the server a parse and plan each time. PGlite runs it like `query`.
   */
  prepared<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * A prepared statement's name: one per distinct text (the list's filters give a bounded set of texts), remembered:
 * hashing the text took ~10 µs of every call, and an admin request makes two (its session, its query).
 */
const statementNames = new Map<string, string>();
const statementName = (text: string) => {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    // Bounded all the same: a text built from input beyond the list's filters must not grow it for good.
    if (statementNames.size >= 1000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
};

/**
 * PGlite's PostgreSQL runs inside a WebAssembly memory that grows and never gives memory back, so its settings are
 * the embedded server's RSS. PostgreSQL's default 128 MB of shared buffers grew that memory from 128 to 198 MB at
 * start and kept every touched page (idle RSS 332 MB with no data, 411 MB for the bundle); 16 MB of shared
 * buffers: 183 MB; 8 MB: another 8 MB less, at start and after a sync, with the list's CPU and the sync's time
 * unchanged within the noise (issue 26). The table's pages still come from the operating system's file cache,
 * through PGlite's file system. Index builds and the sync's bulk writes use maintenance_work_mem (default 64 MB): 16 MB.
 */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=8MB',
  '-c',
  'maintenance_work_mem=16MB',
  // A new 16 MB WAL segment is not filled with zeros first: PGlite's file system did it from a 16 MB buffer of
  // JavaScript each time, up to three at once while a sync writes (the instance's peak RSS, issue 26).
  '-c',
  'wal_init_zero=off',
];

/** A migration that fails: all of them run in one transaction (drizzle's migrator), so nothing of them stays. */
export class MigrationError extends Error {}

async function applyMigrations(migrate: () => Promise<unknown>) {
  try {
    await migrate();
  } catch (err) {
    const cause =
      err instanceof Error ? (err.cause instanceof Error ? err.cause.message : '') || err.message : String(err);
    throw new MigrationError(
      `The database could not be upgraded, and was left as it was: a migration failed: ${cause}`,
    );
  }
}

export async function openDatabase(opts: { url?: string; dataDir: string; inMemory?: boolean }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection the server ends (restart, failover, pg_terminate_backend) is reported here; without a
    // listener Node would crash the whole API. The pool drops that connection and opens a new one when needed.
    pool.on('error', (err: Error & { code?: string }) => {
      process.stderr.write(`PostgreSQL closed an idle connection (${err.code ?? 'no code'}): ${err.message}\n`);
    });
    const pgDb = drizzlePg(pool, { schema });
    // Instances started together on an empty or older database would race to apply the same migrations (the
    // second one's CREATE fails and it refuses to start): they take turns, the later ones find them applied.
    await underAdvisoryLock(pool, LOCK_KEYS.migrations, () =>
      applyMigrations(() => migratePg(pgDb, { migrationsFolder })),
    );
    return {
      db: pgDb as unknown as Db,
      kind: 'postgres',
      url: opts.url,
      pool,
      query: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as T[],
      prepared: async <T>(text: string, params?: unknown[]) =>
        (await pool.query({ name: statementName(text), text, values: params })).rows as T[],
      close: () => pool.end(),
    };
  }
  const release = opts.inMemory ? () => {} : lockDataDir(opts.dataDir);
  try {
    const client = await PGlite.create(opts.inMemory ? undefined : path.join(opts.dataDir, 'pglite'), {
      extensions: { pg_trgm },
      startParams: PGLITE_START_PARAMS,
    });
    // A new folder's files come from PGlite's initdb image with mode 0666 whatever the umask (files it creates later
    // follow the umask): owner-only, as the rest of the data folder.
    if (!opts.inMemory) makeFolderPrivate(path.join(opts.dataDir, 'pglite'));
    const liteDb = drizzlePglite(client, { schema });
    await applyMigrations(() => migratePglite(liteDb, { migrationsFolder }));
    return {
      db: liteDb as unknown as Db,
      kind: 'pglite',
      pglite: client,
      query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
      prepared: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
