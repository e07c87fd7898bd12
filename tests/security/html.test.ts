import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstAdmin } from '../api/helpers/accounts.ts';
import { client } from '../api/helpers/client.ts';
import { startServer, type TestServer } from '../api/helpers/server.ts';

// ASVS 5.0 1.2.2 / 1.3.1 / 3.2.2: rich text is sanitised on save with an allow-list, text stays text. The full
// XSS corpus with a browser-grade parse is in tests/api/blogSanitize.test.ts; this is the checklist's view of it.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<svg/onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
];
const ACTIVE = /<script|\son\w+\s*=|javascript:|srcdoc|<iframe|<svg|<style/i;
const SEO = {
  metaTitle: 'Safe',
  metaDescription: 'Safe description',
  metaKeywords: 'safe',
  seoTags: { h1: 'One', h2: 'Two', h3: 'Three' },
};

let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  s = await startServer({ DMS_SANDBOX_VEHICLES: '5' });
  token = (await firstAdmin(s)).token;
  api = client(s.url);
});
afterAll(() => s.close());

describe('HTML output', () => {
  it('V1.3.1 / V1.2.2 encoding: rich text saved with scripts, handlers and script URLs comes back without them, on the admin and the public API', async () => {
    const html = PAYLOADS.map((p) => `<p>before ${p} after</p>`).join('');
    const saved = await api.call<{ _id: string; html: string; url: string }>('POST', '/v1/blog-posts', {
      token,
      body: { title: 'Checklist sanitising', category: 'Security', html, isActive: true, ...SEO },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.html).not.toMatch(ACTIVE);
    expect(saved.body.html).toContain('before');
    const admin = await api.get<{ html: string }>(`/v1/blog-posts/items/${saved.body._id}`, token);
    expect(admin.body.html).not.toMatch(ACTIVE);
    const published = await api.get<{ html: string }>(`/v1/public/blog${saved.body.url.replace(/^\/blog/, '')}`);
    expect(published.status).toBe(200);
    expect(published.body.html).not.toMatch(ACTIVE);
  });

  it('V3.2.2 browser: text fields refuse markup, and text with < & " is kept as text and served as JSON', async () => {
    const post = (title: string) =>
      api.call<{ _id: string; errors: Record<string, string> }>('POST', '/v1/blog-posts', {
        token,
        body: { title, category: 'Security', html: '<p>x</p>', isActive: true, ...SEO },
      });
    const tagged = await post('<b>Prices</b> today');
    expect(tagged.status).toBe(400);
    expect(tagged.body.errors).toHaveProperty('title');
    const title = 'Prices < £5,000 & "quotes"';
    const saved = await post(title);
    expect(saved.status).toBe(201);
    const read = await api.get<{ title: string }>(`/v1/blog-posts/items/${saved.body._id}`, token);
    expect(read.headers.get('content-type')).toMatch(/^application\/json/);
    expect(read.body.title).toBe(title);
  });

  it('V3.2.2 browser: no console source inserts HTML with dangerouslySetInnerHTML', () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(p);
        else if (/\.(tsx?|jsx?)$/.test(entry.name) && fs.readFileSync(p, 'utf8').includes('dangerouslySetInnerHTML'))
          found.push(p);
      }
    };
    walk(path.resolve('src'));
    expect(found).toEqual([]);
  });
});
