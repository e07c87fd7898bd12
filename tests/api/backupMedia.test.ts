import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointFileOf,
  OPS_TOKEN_HEADER,
  PGLITE_COPY_PATH,
  readEndpoint,
  type CopyAnswer,
} from '../../server/ops/endpoint.ts';
import { client } from './helpers/client.ts';
import { PASSWORD, uploadImage } from './helpers/fillEveryKind.ts';
import { bytesServed, emptyTarget, runOpsTool } from './helpers/ops.ts';
import { killAll, runServer } from './helpers/process.ts';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startS3, type TestS3 } from './helpers/s3.ts';
import { firstLinkInText } from '../support/outbox.ts';
import { tokenOf } from './helpers/client.ts';
import { nth } from '../support/nth.ts';

/** Media in an S3-compatible bucket (s3rver), and the operator route a backup of a held PGlite folder goes through. */
const SERVER_ENV = { PORT: '0', SYNC_INTERVAL: '0', DMS_SANDBOX_VEHICLES: '10', DATABASE_URL: '' };

type Target = Awaited<ReturnType<typeof emptyTarget>>;
const s3Of = (s3: TestS3) =>
  new S3Client({
    region: s3.env.MEDIA_S3_REGION,
    endpoint: s3.env.MEDIA_S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: s3.env.MEDIA_S3_SECRET_ACCESS_KEY },
  });
let sourceBucket: TestS3;
let restoredBucket: TestS3;
let source: Target;
const targets: Target[] = [];
let server: ReturnType<typeof runServer>;
let url: string;
let srcs: string[];
let before: Record<string, string>;
const archive = () => path.join(source.dataDir, '..', `${path.basename(source.dataDir)}.tar.gz`);

beforeAll(async () => {
  sourceBucket = await startS3('media-source');
  restoredBucket = await startS3('media-restored');
  source = await emptyTarget();
  targets.push(source);
  server = runServer({ ...SERVER_ENV, ...source.env, ...sourceBucket.env });
  url = await server.url();
  const api = client(url);
  await api.post('/v1/users/set-password', { password: PASSWORD }, tokenOf(firstLinkInText(server.output())!));
  const token = (
    await api.post<{ token: string }>('/v1/auth/login', { email: 'admin@example.com', password: PASSWORD })
  ).body.token;
  const images = [
    await uploadImage(url, token, 1600, 1000, 'home-images'),
    await uploadImage(url, token, 640, 480, 'blog'),
  ];
  srcs = images.flatMap((m) => [m.src, ...m.variants.map((v) => v.src)]);
  before = await bytesServed(url, srcs);
}, 300_000);

afterAll(async () => {
  killAll();
  for (const t of targets) await t.remove();
  fs.rmSync(archive(), { force: true });
  await sourceBucket.close();
  await restoredBucket.close();
});

describe('backup and restore with media in an S3 bucket', { timeout: 240_000 }, () => {
  it('copies the bucket objects the database names into the archive, and into another bucket on restore', async () => {
    const backup = await runOpsTool('backupCli', [archive()], { ...source.env, ...sourceBucket.env });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(new RegExp(`media: ${srcs.length} file\\(s\\).*from the bucket media-source`));
    const target = await emptyTarget();
    targets.push(target);
    const restore = await runOpsTool('restoreCli', [archive()], { ...target.env, ...restoredBucket.env });
    expect(restore.code, restore.stderr).toBe(0);
    const restored = runServer({ ...SERVER_ENV, ...target.env, ...restoredBucket.env });
    try {
      const after = await bytesServed(await restored.url(), srcs);
      expect(Object.values(before).filter((v) => v.startsWith('HTTP'))).toEqual([]);
      expect(after).toEqual(before);
    } finally {
      restored.child.kill('SIGTERM');
      await restored.exited;
    }
  });

  it('restores into an empty database when the bucket already holds the same media byte for byte', async () => {
    // restoredBucket holds what the first restore put there: exactly the backup's objects.
    const target = await emptyTarget();
    targets.push(target);
    const restore = await runOpsTool('restoreCli', [archive()], { ...target.env, ...restoredBucket.env });
    expect(restore.code, restore.stderr).toBe(0);
  });

  it('refuses a bucket holding an object the backup would overwrite with other bytes, names it, and points to --force', async () => {
    const key = decodeURIComponent(new URL(nth(srcs, 1), url).pathname.split('/').pop()!);
    const changed = Buffer.from('not the image the backup holds');
    const bucket = s3Of(restoredBucket);
    const stored = (
      await bucket.send(new ListObjectsV2Command({ Bucket: restoredBucket.env.MEDIA_S3_BUCKET }))
    ).Contents!.map((o) => o.Key!);
    const victim = stored.find((k) => k.endsWith(key))!;
    expect(victim, `${key} among ${stored.join(', ')}`).toBeDefined();
    await bucket.send(new PutObjectCommand({ Bucket: restoredBucket.env.MEDIA_S3_BUCKET, Key: victim, Body: changed }));
    // Another object, which the backup does not have, is no conflict: a restore leaves it alone.
    await bucket.send(
      new PutObjectCommand({ Bucket: restoredBucket.env.MEDIA_S3_BUCKET, Key: 'unrelated/other.txt', Body: 'kept' }),
    );
    bucket.destroy();
    const target = await emptyTarget();
    targets.push(target);
    const refused = await runOpsTool('restoreCli', [archive()], { ...target.env, ...restoredBucket.env });
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toContain(
      `1 file(s) in the bucket media-restored that differ from the backup's (${victim})`,
    );
    expect(refused.stderr).toContain('--force');
    const forced = await runOpsTool('restoreCli', [archive(), '--force'], { ...target.env, ...restoredBucket.env });
    expect(forced.code, forced.stderr).toBe(0);
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the backup route of a server holding a PGlite folder',
  { timeout: 240_000 },
  () => {
    it('answers only this machine with the token left in the data folder (owner-readable); anyone else gets a plain 404', async () => {
      const endpoint = readEndpoint(source.dataDir)!;
      expect(endpoint.pid).toBe(server.child.pid);
      expect(fs.statSync(endpointFileOf(source.dataDir)).mode & 0o077).toBe(0);
      const copy = (headers: Record<string, string> = {}) => fetch(url + PGLITE_COPY_PATH, { method: 'POST', headers });
      const without = await copy();
      expect(without.status).toBe(404);
      expect(await without.json()).toEqual({ message: `No route for POST ${PGLITE_COPY_PATH}`, errors: {} });
      const wrong = await copy({ [OPS_TOKEN_HEADER]: `${endpoint.token.slice(0, -1)}x` });
      expect(wrong.status).toBe(404);
      const forwarded = await copy({ [OPS_TOKEN_HEADER]: endpoint.token, 'x-forwarded-for': '203.0.113.9' });
      expect(forwarded.status).toBe(200); // the socket's peer decides, not a header
      const right = await copy({ [OPS_TOKEN_HEADER]: endpoint.token });
      expect(right.status).toBe(200);
      for (const answer of [(await forwarded.json()) as CopyAnswer, (await right.json()) as CopyAnswer]) {
        expect(answer.folder).toMatch(/^\.backup-copy-[0-9a-f-]{36}$/);
        expect(fs.existsSync(path.join(source.dataDir, answer.folder, 'pglite', 'PG_VERSION'))).toBe(true);
        fs.rmSync(path.join(source.dataDir, answer.folder), { recursive: true, force: true });
      }
      const openapi = (await (await fetch(`${url}/v1/openapi.json`)).json()) as { paths: Record<string, unknown> };
      expect(Object.keys(openapi.paths).filter((p) => p.includes('/ops/'))).toEqual([]);
    });

    it('leaves no address behind once the server stops', async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      expect(readEndpoint(source.dataDir)).toBeNull();
    });
  },
);
