import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

export const ARCHIVE_FORMAT = 'vehicle-admin-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';

export interface TableEntry {
  name: string;
  /** `db/<name>.jsonl`: one `row_to_json` object per line, in primary-key order. */
  file: string;
  columns: string[];
  rows: number;
  sha256: string;
}

export interface MediaEntry {
  key: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  /** The last migration applied to the database the backup was read from. */
  schemaVersion: string;
  createdAt: string;
  source: {
    engine: 'pglite' | 'postgres';
    via: 'folder' | 'running server' | 'snapshot transaction';
    media: 'local' | 's3';
  };
  /** Parents before children: the order a restore inserts them in. */
  tables: TableEntry[];
  media: { count: number; bytes: number; files: MediaEntry[]; missing: string[] };
}

export const sha256Of = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Every file under `dir`, manifest first, into one gzip'd tar at `target` (written beside it, then renamed). */
export async function packDirectory(dir: string, target: string): Promise<void> {
  const names = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort((a, b) => (a === MANIFEST ? -1 : b === MANIFEST ? 1 : a.localeCompare(b)));
  const pack = tar.pack();
  const temp = `${target}.partial`;
  // Owner-only whatever the umask: the archive holds password and token hashes, the audit log and personal data.
  // A leftover partial file is removed first, as an existing file would keep its own mode.
  fs.rmSync(temp, { force: true });
  const written = pipeline(pack, createGzip({ level: 6 }), fs.createWriteStream(temp, { mode: 0o600 }));
  try {
    for (const name of names) {
      const file = path.join(dir, name);
      const { size } = fs.statSync(file);
      await new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name, size, mode: 0o600 }, (err) => (err ? reject(err) : resolve()));
        fs.createReadStream(file).on('error', reject).pipe(entry);
      });
    }
    pack.finalize();
    await written;
    fs.chmodSync(temp, 0o600);
    fs.renameSync(temp, target);
  } catch (err) {
    pack.destroy();
    fs.rmSync(temp, { force: true });
    throw err;
  }
}

/** Unpacks an archive into `dir`; a name that would leave it (absolute, `..`) or a link refuses the archive. */
export async function unpackArchive(file: string, dir: string): Promise<void> {
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const target = path.resolve(dir, header.name);
    const inside = target === dir || target.startsWith(dir + path.sep);
    if (header.type === 'directory' && inside) {
      fs.mkdirSync(target, { recursive: true });
      stream.on('end', () => next());
      stream.resume();
      return;
    }
    if (header.type !== 'file' || !inside || target === dir) {
      stream.resume();
      extract.destroy(new Error(`The archive holds an entry this tool never writes: ${header.name} (${header.type})`));
      return;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // A cut archive ends an entry early: its error must end the extraction, not the process.
    pipeline(stream, fs.createWriteStream(target, { mode: 0o600 })).then(
      () => next(),
      (err: Error) => extract.destroy(err),
    );
  });
  await pipeline(fs.createReadStream(file), createGunzip(), extract);
}

/** The manifest, checked to be one this code can read. */
export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new Error('This file is not a backup of this product (no manifest.json inside)');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== ARCHIVE_FORMAT)
    throw new Error(`This file is not a backup of this product (format ${String(manifest.format)})`);
  if (manifest.formatVersion > ARCHIVE_FORMAT_VERSION) {
    throw new Error(
      `This backup has format version ${manifest.formatVersion}; this version of the product reads up to ${ARCHIVE_FORMAT_VERSION}. Restore it with a newer release.`,
    );
  }
  return manifest;
}

/** Every table file and media file against the manifest's checksums: a damaged archive restores nothing. */
export async function verifyArchive(dir: string, manifest: Manifest): Promise<void> {
  const bad: string[] = [];
  for (const t of manifest.tables) {
    const file = path.join(dir, t.file);
    if (!fs.existsSync(file) || (await sha256OfFile(file)) !== t.sha256) bad.push(t.file);
  }
  for (const m of manifest.media.files) {
    const file = path.join(dir, 'media', m.key);
    if (!fs.existsSync(file) || (await sha256OfFile(file)) !== m.sha256) bad.push(`media/${m.key}`);
  }
  if (bad.length)
    throw new Error(
      `The backup is damaged: ${bad.slice(0, 5).join(', ')}${bad.length > 5 ? ` and ${bad.length - 5} more` : ''} do not match the manifest's checksums`,
    );
}
