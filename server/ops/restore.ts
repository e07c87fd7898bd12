import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Config } from '../config.ts';
import { DataDirLockedError, lockDataDir } from '../db/lock.ts';
import { contentTypeOf, createMediaStorage } from '../media/storage.ts';
import { readManifest, unpackArchive, verifyArchive, type Manifest, type TableEntry } from './archive.ts';
import { quoteIdent, readCatalog } from './catalog.ts';
import { conflictingMedia, removeLocalFilesNotIn } from './mediaFiles.ts';
import { applyMigrations, knownMigrations, schemaVersionOf } from './migrations.ts';
import { openPgliteFolder, postgresSession, type SqlSession } from './session.ts';
import { OpsRefusal } from './source.ts';
import { forEachRowLine } from './tableRows.ts';
import { dataHeldBy } from './targetState.ts';
import { onlyRow } from '../db/onlyRow.ts';

export interface RestoreReport {
  manifest: Manifest;
  rows: number;
  mediaFiles: number;
  upgradedTo: string;
  seconds: number;
}

interface Target {
  /** What a restore would destroy there (targetState.ts), read without changing a byte of the target. */
  held(): Promise<string[]>;
  /** The connection the restore writes through. */
  open(): Promise<SqlSession>;
  close(): Promise<void>;
}

/** The target database, one connection, refused while a server uses it (a restore under a live server corrupts both). */
async function openTarget(config: Config): Promise<Target> {
  if (config.DATABASE_URL) {
    const session = await postgresSession(config.DATABASE_URL);
    const { others } = onlyRow(
      await session.query<{ others: number }>(
        'select count(*)::int as others from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      ),
    );
    if (others > 0) {
      await session.close();
      throw new OpsRefusal(
        `${others} other connection(s) use this database: is the server running? Stop every instance (and anything else connected) before restoring.`,
      );
    }
    return { held: () => dataHeldBy(session), open: async () => session, close: () => session.close() };
  }
  let release: () => void;
  try {
    release = lockDataDir(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError)
      throw new OpsRefusal(`The server is running on this data folder: stop it before restoring.\n${err.message}`);
    throw err;
  }
  let session: SqlSession | null = null;
  return {
    held: () => heldByFolder(config.dataDir),
    open: async () => (session ??= await openPgliteFolder(config.dataDir)),
    close: async () => {
      await session?.close();
      release();
    },
  };
}

/**
 * What a PGlite folder holds, read from a copy: opening a database writes to its files (WAL, control file), and a
 * refused restore must leave the folder exactly as it was.
 */
async function heldByFolder(dataDir: string): Promise<string[]> {
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!fs.existsSync(pgliteDir)) return [];
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-target-'));
  try {
    fs.cpSync(pgliteDir, path.join(copy, 'pglite'), { recursive: true });
    const session = await openPgliteFolder(copy);
    try {
      return await dataHeldBy(session);
    } finally {
      await session.close();
    }
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/** The first few names of a list, and how many more. */
const listed = (names: string[], shown = 10) =>
  names.slice(0, shown).join(', ') + (names.length > shown ? ` and ${names.length - shown} more` : '');

const BATCH_BYTES = 2 * 1024 * 1024;

/** Inserts a table's JSON lines in batches; json_populate_recordset turns each line back into the row's own types. */
async function insertRows(
  session: SqlSession,
  dir: string,
  entry: TableEntry,
  targetColumns: string[],
): Promise<number> {
  const columns = entry.columns
    .filter((c) => targetColumns.includes(c))
    .map(quoteIdent)
    .join(', ');
  const insert = `insert into ${quoteIdent(entry.name)} (${columns}) select ${columns} from json_populate_recordset(null::${quoteIdent(entry.name)}, $1::json)`;
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  const flush = async () => {
    if (!batch.length) return;
    await session.query(insert, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
    bytes = 0;
  };
  const lines = readline.createInterface({
    input: fs.createReadStream(path.join(dir, entry.file)),
    crlfDelay: Infinity,
  });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    bytes += line.length;
    if (bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return rows;
}

/**
 * Replaces the target's database and media with the backup's. The database part is one transaction: the target is
 * emptied, migrated to the backup's schema version, filled, checked row for row against the backup's checksums, then
 * migrated to this release's latest version; any failure leaves the target as it was.
 */
export async function restoreBackup(
  config: Config,
  archive: string,
  opts: { force?: boolean; log?: (line: string) => void } = {},
): Promise<RestoreReport> {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  if (!fs.existsSync(archive)) throw new OpsRefusal(`There is no file ${archive}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-'));
  try {
    const manifest = await readVerified(archive, dir);
    const known = knownMigrations();
    if (!known.some((m) => m.tag === manifest.schemaVersion)) {
      throw new OpsRefusal(
        `This backup was made by a newer release (schema ${manifest.schemaVersion}; this one knows up to ${known.at(-1)?.tag}). Restore it with that release or a later one.`,
      );
    }
    const target = await openTarget(config);
    try {
      const held = await target.held();
      const conflicts = await conflictingMedia(config, dir, manifest.media.files);
      if (conflicts.length)
        held.push(
          `${conflicts.length} file(s) ${config.MEDIA_S3_BUCKET ? `in the bucket ${config.MEDIA_S3_BUCKET}` : `in ${path.join(config.dataDir, 'media')}`} that differ from the backup's (${listed(conflicts)})`,
        );
      if (held.length && !opts.force) {
        throw new OpsRefusal(
          `The target is not empty: it holds ${held.join(', ')}. A restore replaces all of it; run it again with --force to do so.`,
        );
      }
      if (held.length) log(`--force: replacing ${held.join(', ')}`);
      const mediaFiles = await writeMedia(config, dir, manifest);
      let rows = 0;
      const session = await target.open();
      await session.exec('BEGIN');
      try {
        rows = await replaceDatabase(session, dir, manifest);
        await session.exec('COMMIT');
      } catch (err) {
        await session.exec('ROLLBACK').catch(() => {});
        throw err;
      }
      if (opts.force) {
        const removed = removeLocalFilesNotIn(config, new Set(manifest.media.files.map((f) => f.key)));
        if (removed) log(`Removed ${removed} media file(s) the backup does not have`);
      }
      return { manifest, rows, mediaFiles, upgradedTo: known.at(-1)!.tag, seconds: (Date.now() - started) / 1000 };
    } finally {
      await target.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The archive unpacked and checked; anything unreadable or altered is a refusal naming the problem. */
async function readVerified(archive: string, dir: string): Promise<Manifest> {
  try {
    await unpackArchive(path.resolve(archive), dir);
  } catch (err) {
    throw new OpsRefusal(`${archive} is not a readable backup archive (${(err as Error).message})`);
  }
  try {
    const manifest = readManifest(dir);
    await verifyArchive(dir, manifest);
    return manifest;
  } catch (err) {
    throw new OpsRefusal((err as Error).message);
  }
}

async function replaceDatabase(session: SqlSession, dir: string, manifest: Manifest): Promise<number> {
  await session.exec('DROP SCHEMA IF EXISTS drizzle CASCADE');
  for (const t of await readCatalog(session)) await session.exec(`DROP TABLE IF EXISTS ${quoteIdent(t.name)} CASCADE`);
  await applyMigrations(session, { toTag: manifest.schemaVersion });
  const catalog = new Map((await readCatalog(session)).map((t) => [t.name, t]));
  let rows = 0;
  for (const entry of manifest.tables) {
    const table = catalog.get(entry.name);
    if (!table)
      throw new Error(`The backup has a table ${entry.name} that schema ${manifest.schemaVersion} does not have`);
    const inserted = await insertRows(session, dir, entry, table.columns);
    // The restored rows must print exactly as the backed-up ones did: same values, same types.
    const digest = (await forEachRowLine(session, table)).sha256;
    if (inserted !== entry.rows || digest !== entry.sha256) {
      throw new Error(
        `Table ${entry.name} did not restore identically (${inserted} of ${entry.rows} rows, checksum ${digest === entry.sha256 ? 'equal' : 'different'})`,
      );
    }
    for (const column of table.serialColumns) {
      await session.query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quoteIdent(column)}) from ${quoteIdent(table.name)}), 0) + 1, false)`,
        [quoteIdent(table.name), column],
      );
    }
    rows += inserted;
  }
  await applyMigrations(session, { fromTag: await schemaVersionOf(session) });
  return rows;
}

/** The backup's files into the media store, before the database commits (a file without its row is harmless). */
async function writeMedia(config: Config, dir: string, manifest: Manifest): Promise<number> {
  const storage = createMediaStorage(config);
  try {
    for (const f of manifest.media.files)
      await storage.put(f.key, fs.readFileSync(path.join(dir, 'media', f.key)), contentTypeOf(f.key));
  } finally {
    await storage.close();
  }
  return manifest.media.files.length;
}
