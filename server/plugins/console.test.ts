// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConsole } from './console.ts';

let distDir: string;
const app = Fastify();

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><script type="module" src="/admin/assets/index-abc123.js"></script>',
  );
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await registerConsole(app, distDir);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('the built console', () => {
  it('is opened from a page browsers check again on every visit, so a new build is picked up at once', async () => {
    for (const url of ['/admin/', '/admin/cars-list']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves its content-hashed chunks as cacheable for good', async () => {
    const res = await app.inject({ url: '/admin/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing chunk with 404, not with the page', async () => {
    const res = await app.inject({ url: '/admin/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
  });
});
