import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstAdmin } from '../api/helpers/accounts.ts';
import { startServer, type TestServer } from '../api/helpers/server.ts';
import { HTML, SCRIPT, SVG, blankPng, jpeg, jpegWithGps, png } from '../fixtures/media/images.ts';
import { problemWith } from '../fuzz/answers.ts';

// ASVS 5.0 chapter 5 (files), 1.3.4 / 3.2.1 (no active content) and 14.2.8 (metadata): uploads are checked by
// their content, stored under names of our own and re-encoded.
let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await startServer({ DMS_SANDBOX_VEHICLES: '5' });
  token = (await firstAdmin(s)).token;
});
afterAll(() => s.close());

interface Stored {
  src: string;
  variants: { src: string }[];
}

async function upload(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('folder', 'home-images');
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${s.url}/v1/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    text,
    body: JSON.parse(text) as Stored & { message: string },
  };
}

async function served(src: string) {
  const res = await fetch(s.url + src);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('uploads', () => {
  it('V5.1.1 / V5.2.1 files: a file over 10 MB is refused with 413 {message, errors}', async () => {
    const r = await upload(
      Buffer.concat([await jpeg(50, 50), Buffer.alloc(11 * 1024 * 1024, 1)]),
      'big.jpg',
      'image/jpeg',
    );
    expect(r.status).toBe(413);
    expect(problemWith(r)).toBeNull();
  });

  it('V5.2.2 files: the content decides, not the name or type: a .png holding HTML or SVG is refused with 415', async () => {
    for (const [bytes, name] of [
      [HTML, 'page.png'],
      [SVG, 'drawing.png'],
    ] as const) {
      const r = await upload(bytes, name, 'image/png');
      expect(r.status, name).toBe(415);
      expect(problemWith(r)).toBeNull();
    }
  });

  it('V5.2.6 files: a pixel flood is refused before it is decoded', async () => {
    const r = await upload(blankPng(20000, 20000), 'flood.png', 'image/png');
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(problemWith(r)).toBeNull();
  });

  it("V5.3.1 / V5.3.2 files: the stored name is the server's own, a path in the upload name goes nowhere", async () => {
    const r = await upload(await png(200, 100), '../../x.html', 'text/html');
    expect(r.status).toBe(201);
    expect(r.body.src).toMatch(/^\/media\/home-images\/[0-9a-f-]{36}\.png$/);
    const root = path.dirname(s.config.dataDir);
    expect(fs.existsSync(path.join(root, 'x.html'))).toBe(false);
    expect(fs.existsSync(path.join(s.config.dataDir, 'x.html'))).toBe(false);
  });

  it('V1.3.4 / V3.2.1 files: uploads are served inert, with nosniff and a sandbox CSP, and a script appended to a PNG is gone', async () => {
    const r = await upload(Buffer.concat([await png(300, 200), SCRIPT]), 'x.png', 'image/png');
    expect(r.status).toBe(201);
    for (const src of [r.body.src, ...r.body.variants.map((v) => v.src)]) {
      const file = await served(src);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-security-policy')).toMatch(/^sandbox/);
      expect(file.bytes.includes(SCRIPT)).toBe(false);
    }
  });

  it('V14.2.8 data protection: a JPEG with GPS is stored re-encoded without EXIF', async () => {
    const r = await upload(await jpegWithGps(), 'trip.jpg', 'image/jpeg');
    expect(r.status).toBe(201);
    for (const src of [r.body.src, ...r.body.variants.map((v) => v.src)]) {
      const meta = await sharp((await served(src)).bytes).metadata();
      expect(meta.exif, src).toBeUndefined();
    }
  });
});
