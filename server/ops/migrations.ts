import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../paths.ts';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { SqlSession } from './session.ts';
import { onlyRow } from '../db/onlyRow.ts';

export interface Migration {
  tag: string;
  when: number;
  hash: string;
  statements: string[];
}

/** The migrations this code knows, oldest first, as drizzle's migrator reads them (same hashes, same order). */
export function knownMigrations(): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder });
  return journal.entries.map((e, i) => {
    const file = files[i];
    if (!file) throw new Error(`Migration ${e.tag} is in the journal but drizzle's migrator did not read it`);
    return { tag: e.tag, when: e.when, hash: file.hash, statements: file.sql };
  });
}

/**
 * The schema version of a database: the tag of the last migration applied (drizzle records each one's journal
 * time). null when the database was never migrated by this product.
 */
export async function schemaVersionOf(session: SqlSession): Promise<string | null> {
  const { present } = onlyRow(
    await session.query<{ present: boolean }>(
      `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    ),
  );
  if (!present) return null;
  const [last] = await session.query<{ created_at: string }>(
    'select created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  if (!last) return null;
  const known = knownMigrations().find((m) => String(m.when) === last.created_at);
  return known?.tag ?? `unknown (${last.created_at})`;
}

/**
 * Applies the known migrations after `fromTag` up to and including `toTag` (all when omitted) and records them the
 * way drizzle's migrator does, so the server's own migrate() at start finds them applied. The caller's transaction
 * holds them: a failure leaves nothing.
 */
export async function applyMigrations(session: SqlSession, range: { fromTag?: string | null; toTag?: string }) {
  const all = knownMigrations();
  const start = range.fromTag ? all.findIndex((m) => m.tag === range.fromTag) + 1 : 0;
  const end = range.toTag ? all.findIndex((m) => m.tag === range.toTag) + 1 : all.length;
  if (end === 0) throw new Error(`Unknown schema version ${range.toTag}`);
  await session.exec('CREATE SCHEMA IF NOT EXISTS drizzle');
  await session.exec(
    'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  for (const m of all.slice(start, end)) {
    for (const statement of m.statements) if (statement.trim()) await session.exec(statement);
    await session.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      m.hash,
      m.when,
    ]);
  }
}
