import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { createMediaStorage, type MediaStorage } from '../media/storage.ts';
import { sha256Of, type MediaEntry } from './archive.ts';
import type { SqlSession } from './session.ts';
import { onlyRow } from '../db/onlyRow.ts';

/** Every stored file the media rows name (each image and its WebP variants), as the snapshot sees them. */
export async function mediaKeysOf(session: SqlSession): Promise<string[]> {
  const { present } = onlyRow(
    await session.query<{ present: boolean }>(`select to_regclass('public.media') is not null as present`),
  );
  if (!present) return []; // a database from before the content platform (migration 0012)
  const rows = await session.query<{ storage_key: string; variants: { key: string }[] }>(
    'select storage_key, variants from media order by public_id',
  );
  return rows.flatMap((r) => [r.storage_key, ...r.variants.map((v) => v.key)]);
}

export async function readStoredFile(storage: MediaStorage, key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  if (!file) return null;
  if (Buffer.isBuffer(file.body)) return file.body;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body as Readable) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const localMediaRoot = (config: Config) => path.join(config.dataDir, 'media');

function localFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

function s3ClientOf(config: Config): S3Client {
  return new S3Client({
    region: config.MEDIA_S3_REGION,
    endpoint: config.MEDIA_S3_ENDPOINT,
    forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE,
    credentials:
      config.MEDIA_S3_ACCESS_KEY_ID && config.MEDIA_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

/** Every object in the bucket: its size and ETag, by key. */
async function bucketObjects(config: Config): Promise<Map<string, { bytes: number; etag: string }>> {
  const client = s3ClientOf(config);
  const objects = new Map<string, { bytes: number; etag: string }>();
  try {
    // Pages of the default size: s3rver (the tests' S3 server) fails a truncated listing of a small MaxKeys.
    for (let token: string | undefined; ;) {
      const out = await client.send(
        new ListObjectsV2Command({ Bucket: config.MEDIA_S3_BUCKET, ContinuationToken: token }),
      );
      for (const o of out.Contents ?? [])
        if (o.Key) objects.set(o.Key, { bytes: o.Size ?? -1, etag: (o.ETag ?? '').replaceAll('"', '') });
      if (!out.IsTruncated || !out.NextContinuationToken) return objects;
      token = out.NextContinuationToken;
    }
  } finally {
    client.destroy();
  }
}

const md5OfFile = (file: string) => createHash('md5').update(fs.readFileSync(file)).digest('hex');

/**
 * The backup's media files (unpacked under `dir`/media) that the media store already holds with other bytes: the
 * ones a restore would overwrite. A file it holds byte for byte is no conflict, nor one the backup does not have (a
 * restore leaves it). A bucket object is compared by size, then by its ETag (the MD5 of an object stored in one
 * part, as the server stores them), then, if the ETag is another kind, by its bytes.
 */
export async function conflictingMedia(config: Config, dir: string, files: MediaEntry[]): Promise<string[]> {
  const backupFile = (f: MediaEntry) => path.join(dir, 'media', f.key);
  const conflicts: string[] = [];
  if (!config.MEDIA_S3_BUCKET) {
    const root = localMediaRoot(config);
    for (const f of files) {
      const held = path.join(root, f.key);
      if (fs.existsSync(held) && (fs.statSync(held).size !== f.bytes || sha256Of(fs.readFileSync(held)) !== f.sha256))
        conflicts.push(f.key);
    }
    return conflicts;
  }
  const objects = await bucketObjects(config);
  const storage = createMediaStorage(config);
  try {
    for (const f of files) {
      const held = objects.get(f.key);
      if (!held) continue;
      if (held.bytes !== f.bytes) conflicts.push(f.key);
      else if (held.etag === md5OfFile(backupFile(f))) continue;
      else {
        const bytes = await readStoredFile(storage, f.key);
        if (!bytes || sha256Of(bytes) !== f.sha256) conflicts.push(f.key);
      }
    }
  } finally {
    await storage.close();
  }
  return conflicts;
}

/**
 * After a forced restore into the local folder: files the restored database does not name are removed, so the
 * folder holds exactly the backup's images. (A bucket keeps such objects: listing a shared bucket to delete from it
 * is left to its owner.)
 */
export function removeLocalFilesNotIn(config: Config, keep: Set<string>): number {
  if (config.MEDIA_S3_BUCKET) return 0;
  const root = localMediaRoot(config);
  let removed = 0;
  for (const key of localFiles(root)) {
    if (keep.has(key)) continue;
    fs.rmSync(path.join(root, key), { force: true });
    removed++;
  }
  return removed;
}
