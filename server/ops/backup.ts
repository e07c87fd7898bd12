import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { Config } from '../config.ts';
import { createMediaStorage } from '../media/storage.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  MANIFEST,
  packDirectory,
  sha256Of,
  type Manifest,
  type MediaEntry,
  type TableEntry,
} from './archive.ts';
import { readCatalog, type TableInfo } from './catalog.ts';
import { mediaKeysOf, readStoredFile } from './mediaFiles.ts';
import { schemaVersionOf } from './migrations.ts';
import type { SqlSession } from './session.ts';
import { OpsRefusal, openBackupSource } from './source.ts';
import { forEachRowLine } from './tableRows.ts';

/** Writes one table's rows, as JSON lines in key order, to its file in the staging folder. */
async function dumpTable(session: SqlSession, table: TableInfo, file: string): Promise<TableEntry> {
  const out = fs.createWriteStream(file);
  const { rows, sha256 } = await forEachRowLine(session, table, async (line) => {
    if (!out.write(line)) await once(out, 'drain');
  });
  out.end();
  await once(out, 'finish');
  return { name: table.name, file: `db/${table.name}.jsonl`, columns: table.columns, rows, sha256 };
}

export interface BackupReport {
  manifest: Manifest;
  file: string;
  bytes: number;
  seconds: number;
  serverPauseMs?: number;
}

/**
 * One archive with the database (every table of the `public` schema as JSON lines, read in one snapshot) and the
 * media the snapshot's rows name, from the local folder or the bucket. Engine-neutral: a PGlite backup restores into
 * PostgreSQL and back.
 */
export async function createBackup(
  config: Config,
  target: string,
  log: (line: string) => void = () => {},
): Promise<BackupReport> {
  const started = Date.now();
  const file = path.resolve(target);
  if (!fs.existsSync(path.dirname(file))) throw new OpsRefusal(`The folder ${path.dirname(file)} does not exist`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'));
  try {
    fs.mkdirSync(path.join(staging, 'db'));
    const source = await openBackupSource(config, log);
    let tables: TableEntry[];
    let keys: string[];
    let schemaVersion: string | null;
    try {
      schemaVersion = await schemaVersionOf(source.session);
      if (!schemaVersion)
        throw new OpsRefusal(
          'This database was never started by the product (no migrations applied): nothing to back up',
        );
      tables = [];
      for (const table of await readCatalog(source.session))
        tables.push(await dumpTable(source.session, table, path.join(staging, 'db', `${table.name}.jsonl`)));
      keys = await mediaKeysOf(source.session);
      await source.session.exec('COMMIT');
    } finally {
      await source.close();
    }
    const media = await copyMedia(config, keys, staging);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      schemaVersion,
      createdAt: new Date().toISOString(),
      source: {
        engine: config.DATABASE_URL ? 'postgres' : 'pglite',
        via: source.via,
        media: config.MEDIA_S3_BUCKET ? 's3' : 'local',
      },
      tables,
      media,
    };
    if (media.missing.length)
      log(
        `${media.missing.length} media file(s) named by the database were not found (deleted while the backup ran?): ${media.missing.slice(0, 5).join(', ')}`,
      );
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await packDirectory(staging, file);
    return {
      manifest,
      file,
      bytes: fs.statSync(file).size,
      seconds: (Date.now() - started) / 1000,
      serverPauseMs: source.serverPauseMs,
    };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The files of the snapshot's media rows. Stored files never change (new images get new random names), so reading
 * them after the snapshot gives the snapshot's bytes; one deleted meanwhile is listed as missing.
 */
async function copyMedia(config: Config, keys: string[], staging: string): Promise<Manifest['media']> {
  const storage = createMediaStorage(config);
  const files: MediaEntry[] = [];
  const missing: string[] = [];
  try {
    for (const key of keys) {
      const body = await readStoredFile(storage, key);
      if (!body) {
        missing.push(key);
        continue;
      }
      const target = path.join(staging, 'media', key);
      if (!target.startsWith(path.join(staging, 'media') + path.sep))
        throw new Error(`media key outside the store: ${key}`);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, body);
      files.push({ key, bytes: body.length, sha256: sha256Of(body) });
    }
  } finally {
    await storage.close();
  }
  return { count: files.length, bytes: files.reduce((n, f) => n + f.bytes, 0), files, missing };
}
