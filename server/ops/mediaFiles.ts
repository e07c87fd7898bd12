import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import type { MediaStorage } from '../media/storage.ts';
import type { SqlSession } from './session.ts';

/** Every stored file the media rows name (each image and its WebP variants), as the snapshot sees them. */
export async function mediaKeysOf(session: SqlSession): Promise<string[]> {
  const [{ present }] = await session.query<{ present: boolean }>(`select to_regclass('public.media') is not null as present`);
  if (!present) return []; // a database from before the content platform (migration 0012)
  const rows = await session.query<{ storage_key: string; variants: { key: string }[] }>('select storage_key, variants from media order by public_id');
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

/** Whether the media store already holds a file (a restore over it needs --force). */
export async function mediaStoreHasFiles(config: Config): Promise<boolean> {
  if (!config.MEDIA_S3_BUCKET) return localFiles(localMediaRoot(config)).length > 0;
  const client = new S3Client({
    region: config.MEDIA_S3_REGION,
    endpoint: config.MEDIA_S3_ENDPOINT,
    forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE,
    credentials:
      config.MEDIA_S3_ACCESS_KEY_ID && config.MEDIA_S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  try {
    // One page of the default size: s3rver (the tests' S3 server) fails a truncated listing (MaxKeys: 1 with 2 keys).
    const out = await client.send(new ListObjectsV2Command({ Bucket: config.MEDIA_S3_BUCKET }));
    return (out.KeyCount ?? out.Contents?.length ?? 0) > 0;
  } finally {
    client.destroy();
  }
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
