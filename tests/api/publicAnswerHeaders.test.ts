import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers/server.ts';

// Issue 26: a public read's 304 was 851 B of headers against an 878 B body, so revalidating saved nothing.
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ DMS_SANDBOX_VEHICLES: '5' });
});
afterAll(() => s.close());

/** One GET, with the header block's size as it came over the wire (status line and CRLFs included). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; headBytes: number; body: string }>(
    (resolve, reject) => {
      http
        .get(s.url + path, { headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (body += d));
          res.on('end', () => {
            let headBytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
            for (let i = 0; i < res.rawHeaders.length; i += 2)
              headBytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
            resolve({ status: res.statusCode ?? 0, headers: res.headers, headBytes, body });
          });
        })
        .on('error', reject);
    },
  );
}

describe('public content answers', () => {
  it('a revalidated public read (304) sends only what a cache updates: ETag, Cache-Control, Vary, Date', async () => {
    const full = await get('/v1/public/promo');
    const again = await get('/v1/public/promo', { 'if-none-match': String(full.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(full.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=5');
    expect(again.headers.vary).toContain('Accept-Encoding');
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['strict-transport-security']).toBeUndefined();
    expect(again.headBytes).toBeLessThan(300);
  });

  it('a public JSON answer keeps the headers that matter for JSON, and none that only a page needs', async () => {
    const res = await get('/v1/public/promo');
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';object-src 'none';base-uri 'none';frame-ancestors 'none'",
    );
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    for (const pageOnly of [
      'x-xss-protection',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'origin-agent-cluster',
      'cross-origin-opener-policy',
    ]) {
      expect(res.headers[pageOnly], pageOnly).toBeUndefined();
    }
    expect(res.headBytes).toBeLessThan(600);
  });

  it("the console's pages keep the full set of browser security headers", async () => {
    const res = await get('/admin/login');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
