import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';

export interface StoredFile {
  body: Readable | Buffer;
  contentType: string;
  length: number;
}

/** Where uploaded images live; keys are server-made (`<folder>/<uuid>[-<width>].<ext>`), never user input. */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Removing a file that is already gone is not an error. */
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

const isCode = (err: unknown, code: string) => (err as NodeJS.ErrnoException | null)?.code === code;

/** A folder on this machine (one instance). Files are written under a temporary name and renamed, so a reader never sees half a file. */
export class LocalStorage implements MediaStorage {
  readonly kind = 'local';
  constructor(readonly root: string) {}

  /** Keys are made by the server, but a path must never leave the folder all the same. */
  private pathOf(key: string) {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`media key outside the store: ${key}`);
    return file;
  }

  async put(key: string, body: Buffer) {
    const file = this.pathOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomUUID()}.tmp`;
    try {
      await fsp.writeFile(temp, body, { flag: 'wx' });
      await fsp.rename(temp, file);
    } catch (err) {
      await fsp.rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, 'r');
    } catch (err) {
      if (isCode(err, 'ENOENT')) return null;
      throw err;
    }
    // Opened before stat, so the length and the stream are of the same file (a rename may replace it meanwhile).
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return { body: fs.createReadStream(file, { fd: handle }), contentType: contentTypeOf(key), length: stat.size };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async remove(key: string) {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async close() {}
}

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** An S3-compatible bucket (several instances share it). */
export class S3Storage implements MediaStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(opts: S3Options) {
    this.bucket = opts.bucket;
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle,
      credentials: opts.credentials,
      // The SDK's default checksums send aws-chunked bodies: S3-compatible servers that do not speak that
      // encoding (s3rver, some MinIO versions) silently store the chunk headers inside the file.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return null;
      return {
        body: out.Body as Readable,
        contentType: out.ContentType ?? contentTypeOf(key),
        length: out.ContentLength ?? 0,
      };
    } catch (err) {
      if (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404))
        return null;
      throw err;
    }
  }

  async remove(key: string) {
    // S3 answers a delete of a missing key with success too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async close() {
    this.client.destroy();
  }
}

/** The bucket when MEDIA_S3_BUCKET is set, else `<DATA_DIR>/media`. */
export function createMediaStorage(config: Config): MediaStorage {
  if (!config.MEDIA_S3_BUCKET) return new LocalStorage(path.join(config.dataDir, 'media'));
  const { MEDIA_S3_ACCESS_KEY_ID: accessKeyId, MEDIA_S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return new S3Storage({
    bucket: config.MEDIA_S3_BUCKET,
    region: config.MEDIA_S3_REGION,
    endpoint: config.MEDIA_S3_ENDPOINT,
    forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE,
    // Without both keys the SDK's own chain applies (environment, instance role).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}
