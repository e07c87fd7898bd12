import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_REMOVED, type MediaRecord, type MediaUse } from '../../contract/content/api.ts';
import { auditLog, documentRevisions, documents } from '../../server/db/schema.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { startS3, type TestS3 } from './helpers/s3.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import {
  HTML,
  SCRIPT,
  SVG,
  avif,
  blankPng,
  jpeg,
  jpegWithGps,
  picture,
  png,
  sidewaysJpeg,
  webp,
} from '../fixtures/media/images.ts';
import { nth } from '../support/nth.ts';

interface Target {
  s: TestServer;
  token: string;
}
type Failure = { message: string; errors?: Record<string, string>; uses?: MediaUse[] };
type UploadOptions = { name?: string; type?: string; folder?: string | null; preset?: string; token?: string | null };

const KEY =
  /^\/media\/home-images\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png|webp|avif)$/;
let local: Target;
let s3: Target;
let bucket: TestS3;

async function post<T>(
  t: Target,
  body: FormData | string,
  token: string | null = t.token,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${t.s.url}/v1/media`, {
    method: 'POST',
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
    body,
  });
  return { status: res.status, body: (await res.json()) as T };
}

function upload<T = MediaRecord>(t: Target, bytes: Buffer, o: UploadOptions = {}) {
  const form = new FormData();
  if (o.folder !== null) form.append('folder', o.folder ?? 'home-images');
  if (o.preset) form.append('preset', o.preset);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: o.type ?? 'image/jpeg' }), o.name ?? 'photo.jpg');
  return post<T>(t, form, o.token === undefined ? t.token : o.token);
}

async function served(t: Target, src: string) {
  const res = await fetch(t.s.url + src);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const call = async <T = Failure>(t: Target, method: string, url: string, token: string | null = t.token) => {
  const res = await fetch(t.s.url + url, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as T };
};

async function target(env: Record<string, string> = {}): Promise<Target> {
  const s = await startServer({ DMS_SANDBOX_VEHICLES: '5', ...env });
  return { s, token: (await firstAdmin(s)).token };
}

beforeAll(async () => {
  bucket = await startS3();
  [local, s3] = await Promise.all([target(), target(bucket.env)]);
});
afterAll(async () => {
  await Promise.all([local?.s.close(), s3?.s.close()]);
  await bucket?.close();
});

describe('uploading an image', () => {
  it('needs a signed-in admin (401), for reading and deleting too', async () => {
    expect((await upload(local, await jpeg(), { token: null })).status).toBe(401);
    expect((await call(local, 'GET', '/v1/media/any', null)).status).toBe(401);
    expect((await call(local, 'DELETE', '/v1/media/any', null)).status).toBe(401);
  });

  it.each([
    ['JPEG', jpeg, 'jpeg', 'jpg', 'image/jpeg'],
    ['PNG', png, 'png', 'png', 'image/png'],
    ['WebP', webp, 'webp', 'webp', 'image/webp'],
    ['AVIF', avif, 'avif', 'avif', 'image/avif'],
  ])(
    'accepts %s images: 201 with their record, served in their own format with WebP variants',
    async (_name, make, format, ext, contentType) => {
      const r = await upload(local, await make(1200, 800), { name: `car.${ext}`, type: contentType });
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({
        width: 1200,
        height: 800,
        format,
        folder: 'home-images',
        preset: 'default',
        createdAt: '2026-11-22T09:00:00.000Z',
      });
      expect(r.body.src).toMatch(KEY);
      expect(r.body.src.endsWith(`.${ext}`)).toBe(true);
      // Default widths capped at the image's own: 1440 and 1920 would be upscaled, so 1200 itself ends the list.
      expect(r.body.variants.map((v) => v.width)).toEqual([480, 960, 1200]);
      const main = await served(local, r.body.src);
      expect(main.status).toBe(200);
      expect(main.headers.get('content-type')).toBe(contentType);
      expect(main.bytes.length).toBe(r.body.bytes);
      expect((await sharp(main.bytes).metadata()).format).toBe(format === 'avif' ? 'heif' : format);
      for (const v of r.body.variants) {
        const file = await served(local, v.src);
        expect(file.headers.get('content-type')).toBe('image/webp');
        expect((await sharp(file.bytes).metadata()).width).toBe(v.width);
      }
    },
  );

  it('makes the blog preset widths (640, 1280) and keeps wider images to the preset', async () => {
    const r = await upload(local, await jpeg(2000, 1000), { preset: 'blog' });
    expect(r.body.preset).toBe('blog');
    expect(r.body.variants.map((v) => v.width)).toEqual([640, 1280]);
  });

  it.each([
    ['an HTML file named .png, whatever its declared type', HTML, 'photo.png', 'image/png'],
    ['an SVG (it can carry scripts)', SVG, 'logo.svg', 'image/svg+xml'],
  ])('refuses %s with 415', async (_what, bytes, name, type) => {
    const r = await upload<Failure>(local, bytes, { name, type });
    expect([r.status, r.body]).toEqual([
      415,
      { message: 'This file is not a JPEG, PNG, WebP or AVIF image', errors: {} },
    ]);
  });

  it('accepts a PNG with a script appended, but stores a re-encoded file without it', async () => {
    const bytes = Buffer.concat([await png(300, 200), SCRIPT]);
    const r = await upload(local, bytes, { name: 'x.png', type: 'image/png' });
    expect(r.status).toBe(201);
    for (const src of [r.body.src, ...r.body.variants.map((v) => v.src)]) {
      const file = await served(local, src);
      expect(file.bytes.includes(SCRIPT)).toBe(false);
      expect(file.bytes.includes(Buffer.from('<script'))).toBe(false);
    }
  });

  it('refuses a 41-megapixel PNG with 400 before decoding it', async () => {
    const started = Date.now();
    const r = await upload<Failure>(local, blankPng(8000, 5125), { name: 'huge.png', type: 'image/png' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('This image is 8000×5125 pixels (41 megapixels): at most 40 megapixels are accepted');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses an 11 MB file with 413 and our message', async () => {
    const bytes = Buffer.concat([await jpeg(100, 100), Buffer.alloc(11 * 1024 * 1024, 7)]);
    const r = await upload<Failure>(local, bytes);
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ message: 'The file is larger than 10 MB', errors: {} });
  });

  it('refuses a truncated image with 400', async () => {
    const whole = await jpeg(1200, 800);
    const r = await upload<Failure>(local, whole.subarray(0, Math.floor(whole.length / 2)));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('This image is damaged or incomplete: it could not be read');
  });

  it('answers 400 naming the field for a bad folder or preset, or a missing file', async () => {
    const bad = await upload<Failure>(local, await jpeg(100, 100), { folder: '../Home Images' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['folder']);
    expect(bad.body.message).toMatch(/^Request body is invalid: folder: /);
    const none = await upload<Failure>(local, await jpeg(100, 100), { folder: null });
    expect(none.body.errors).toEqual({ folder: 'Required' });
    const preset = await upload<Failure>(local, await jpeg(100, 100), { preset: 'huge' });
    expect(preset.status).toBe(400);
    expect(Object.keys(preset.body.errors ?? {})).toEqual(['preset']);
    const form = new FormData();
    form.append('folder', 'home-images');
    expect(await post(local, form)).toEqual({
      status: 400,
      body: { message: 'Choose an image to upload (form field "file")', errors: { file: 'Required' } },
    });
  });

  it('refuses a second file (413) and a body that is not a form (415)', async () => {
    const form = new FormData();
    form.append('folder', 'home-images');
    for (const name of ['a.jpg', 'b.jpg']) form.append('file', new Blob([new Uint8Array(await jpeg(100, 100))]), name);
    expect(await post(local, form)).toEqual({ status: 413, body: { message: 'Send one image at a time', errors: {} } });
    expect((await post(local, '{"folder":"x"}', local.token, { 'content-type': 'application/json' })).status).toBe(415);
  });

  it('removes GPS and every other EXIF field from the stored file and its variants', async () => {
    const bytes = await jpegWithGps();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const r = await upload(local, bytes);
    for (const src of [r.body.src, ...r.body.variants.map((v) => v.src)]) {
      const meta = await sharp((await served(local, src)).bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
  });

  it('ignores the uploaded file name, path included: the name is random and nothing lands outside the store', async () => {
    const r = await upload(local, await png(200, 200), { name: '../../evil.png', type: 'image/png' });
    expect(r.status).toBe(201);
    expect(r.body.src).toMatch(KEY);
    expect(r.body.src).not.toContain('evil');
    const dataDir = local.s.config.dataDir;
    for (const dir of [dataDir, path.dirname(dataDir), path.join(dataDir, 'media')])
      expect(fs.existsSync(path.join(dir, 'evil.png'))).toBe(false);
  });

  it('turns a sideways phone photo (EXIF orientation 6) upright', async () => {
    const r = await upload(local, await sidewaysJpeg());
    expect(r.body).toMatchObject({ width: 900, height: 1600 });
    const meta = await sharp((await served(local, r.body.src)).bytes).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([900, 1600, undefined]);
    const variant = await sharp((await served(local, nth(r.body.variants, 0).src)).bytes).metadata();
    expect([variant.width, variant.height]).toEqual([480, 853]);
  });

  // Time and memory are measured by `npm run bench:content`, never asserted here.
  it('turns a 4000×3000 photo into its four WebP widths, and takes four such uploads at once while the API keeps answering', async () => {
    const photo = await picture(4000, 3000).jpeg({ quality: 90 }).toBuffer();
    const one = await upload(local, photo);
    expect(one.body.variants.map((v) => v.width)).toEqual([480, 960, 1440, 1920]);
    let answered = 0;
    let uploading = true;
    const uploads = Promise.all([1, 2, 3, 4].map(() => upload(local, photo))).finally(() => (uploading = false));
    while (uploading) {
      if ((await fetch(`${local.s.url}/v1/health`)).ok) answered += 1;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await uploads).map((u) => u.status)).toEqual([201, 201, 201, 201]);
    expect(answered).toBeGreaterThan(0);
  });
});

describe('the media API', () => {
  it('is documented in OpenAPI under the media tag, the upload form in its description', async () => {
    type Op = { tags?: string[]; description?: string; security?: unknown[] };
    const doc = (await (await fetch(`${local.s.url}/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Op>>;
    };
    // A multipart body has no zod schema to validate it with: the description says what to send.
    expect(doc.paths['/v1/media']?.post?.tags).toEqual(['media']);
    expect(doc.paths['/v1/media']?.post?.description).toMatch(/^multipart\/form-data with `file`/);
    expect(Object.keys(doc.paths['/v1/media/{publicId}'] ?? {}).sort()).toEqual(['delete', 'get']);
    expect(doc.paths['/media/{*}']?.get?.security).toEqual([]); // public
  });
});

describe.each([
  ['a local folder', () => local],
  ['an S3 bucket (s3rver)', () => s3],
])('images stored in %s', (_name, get) => {
  let t: Target;
  let image: MediaRecord;
  let photo: Buffer;
  beforeAll(async () => {
    t = get();
    photo = await jpeg(1000, 600);
    image = (await upload(t, photo)).body;
  });

  it('are served publicly, byte for byte as stored, with inert and immutable headers', async () => {
    expect(image.src).toMatch(KEY);
    const file = await served(t, image.src);
    expect(file.status).toBe(200);
    expect(file.bytes.length).toBe(image.bytes);
    expect((await sharp(file.bytes).metadata()).format).toBe('jpeg'); // no chunk headers mixed into the file
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    if (t === s3) expect(fs.existsSync(path.join(t.s.config.dataDir, 'media'))).toBe(false);
  });

  it('answer 404 with a message for an unknown name, and for any path outside the store', async () => {
    const unknown = image.src.replace(/[0-9a-f]{12}\.jpg$/, '000000000000.jpg');
    for (const src of [
      unknown,
      '/media/home-images/nothing.jpg',
      '/media/..%2f..%2fpackage.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/home-images/..%5c..%5cpackage.json',
    ]) {
      const file = await served(t, src);
      expect(file.status, src).toBe(404);
      expect(JSON.parse(file.bytes.toString()).message, src).toBeTypeOf('string');
    }
  });

  it('are read back with the places that use them', async () => {
    const r = await call<MediaRecord & { uses: MediaUse[] }>(t, 'GET', `/v1/media/${image.publicId}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ ...image, uses: [] });
    expect((await call(t, 'GET', '/v1/media/no-such-image')).status).toBe(404);
  });

  it('are not deleted while a document or a revision uses them (409 naming the places), and stay served', async () => {
    const inUse = (await upload(t, photo)).body;
    const now = t.s.clock.now();
    const value = {
      publicId: inUse.publicId,
      src: inUse.src,
      width: inUse.width,
      height: inUse.height,
      alt: 'A red car',
    };
    const { db } = t.s.ctx.database;
    await db.insert(documents).values({
      collection: 'hero',
      id: 'spring-sale',
      data: { title: 'Spring', img: value },
      mediaIds: [inUse.publicId],
      createdAt: now,
      updatedAt: now,
    });
    const r = await call(t, 'DELETE', `/v1/media/${inUse.publicId}`);
    expect(r.status).toBe(409);
    expect(r.body.uses).toEqual([
      {
        collection: 'hero',
        id: 'spring-sale',
        field: 'img',
        label: 'Hero image "Spring" (Desktop image)',
        inRevision: false,
      },
    ]);
    expect(r.body.message).toBe('This image is used by Hero image "Spring" (Desktop image): remove it there first');
    expect((await served(t, inUse.src)).status).toBe(200);
    expect((await call<{ uses: MediaUse[] }>(t, 'GET', `/v1/media/${inUse.publicId}`)).body.uses).toEqual(r.body.uses);

    // Gone from the document, still in an older revision that could be restored.
    await db
      .update(documents)
      .set({ data: { title: 'Spring' }, mediaIds: [] })
      .where(and(eq(documents.collection, 'hero'), eq(documents.id, 'spring-sale')));
    await db.insert(documentRevisions).values({
      collection: 'hero',
      documentId: 'spring-sale',
      version: 1,
      op: 'create',
      data: { img: value },
      changed: ['img'],
      mediaIds: [inUse.publicId],
      at: now,
    });
    const again = await call(t, 'DELETE', `/v1/media/${inUse.publicId}`);
    expect(again.status).toBe(409);
    expect(again.body.uses).toEqual([
      {
        collection: 'hero',
        id: 'spring-sale',
        field: 'img',
        label: 'Hero image spring-sale (Desktop image)',
        inRevision: true,
      },
    ]);
    expect((await served(t, nth(inUse.variants, 0).src)).status).toBe(200);

    // The document deleted: its revisions can no longer be restored, so they keep nothing.
    await db.delete(documents).where(and(eq(documents.collection, 'hero'), eq(documents.id, 'spring-sale')));
    expect((await call(t, 'DELETE', `/v1/media/${inUse.publicId}`)).body).toEqual({ message: IMAGE_REMOVED });
  });

  it('are deleted when unused: "Image is removed", the files answer 404, a second delete 404', async () => {
    const r = await call(t, 'DELETE', `/v1/media/${image.publicId}`);
    expect(r).toEqual({ status: 200, body: { message: IMAGE_REMOVED } });
    for (const src of [image.src, ...image.variants.map((v) => v.src)]) expect((await served(t, src)).status).toBe(404);
    expect((await call(t, 'DELETE', `/v1/media/${image.publicId}`)).status).toBe(404);
    expect((await call(t, 'GET', `/v1/media/${image.publicId}`)).status).toBe(404);
    const trail = await t.s.ctx.database.db.select().from(auditLog).where(eq(auditLog.target, image.publicId));
    expect(trail.map((a) => a.action).sort()).toEqual(['media.delete', 'media.upload']);
  });
});
