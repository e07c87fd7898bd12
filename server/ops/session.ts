import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { lockDataDir } from '../db/lock.ts';
import { PGLITE_START_PARAMS } from '../db/open.ts';
import { makeFolderPrivate } from '../privateFiles.ts';

/**
 * One connection the backup and restore tools talk SQL through, whatever the engine: the backup reads every table
 * inside one snapshot, the restore writes everything in one transaction, so both need a single connection (a pool
 * would hand out several).
 */
export interface SqlSession {
  readonly engine: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements in one text (migration files), no parameters. */
  exec(text: string): Promise<void>;
  close(): Promise<void>;
}

/** Times print as UTC everywhere, so a dump reads the same from PGlite and from any PostgreSQL server. */
const SESSION_SETUP = "SET TIME ZONE 'UTC'";

export async function postgresSession(url: string): Promise<SqlSession> {
  const client = new pg.Client({ connectionString: url, application_name: 'vehicle-admin-ops' });
  await client.connect();
  // An error on an idle client would crash the tool without a listener; the next query reports it instead.
  client.on('error', () => {});
  await client.query(SESSION_SETUP);
  return {
    engine: 'postgres',
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    exec: async (text) => {
      await client.query(text);
    },
    close: () => client.end(),
  };
}

export function pgliteSession(client: PGlite): SqlSession {
  return {
    engine: 'pglite',
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    exec: async (text) => {
      await client.exec(text);
    },
    close: () => client.close(),
  };
}

/** The PGlite database of a data folder (the caller holds the folder's lock); nothing is migrated here. */
export async function openPgliteFolder(dataDir: string): Promise<SqlSession> {
  const client = await PGlite.create(path.join(dataDir, 'pglite'), {
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
  });
  makeFolderPrivate(path.join(dataDir, 'pglite')); // a new folder's initdb image is 0666 (see db/open.ts)
  await client.exec(SESSION_SETUP);
  return pgliteSession(client);
}

/**
 * A data folder's PGlite opened under the folder's lock, as the server takes it (throws DataDirLockedError while a
 * server holds the folder); closing the session releases the lock.
 */
export async function openLockedFolder(dataDir: string): Promise<{ session: SqlSession; close: () => Promise<void> }> {
  const release = lockDataDir(dataDir);
  try {
    const session = await openPgliteFolder(dataDir);
    return {
      session,
      close: async () => {
        await session.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
