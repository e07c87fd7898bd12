import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstAdmin } from '../api/helpers/accounts.ts';
import { startServer, type TestServer } from '../api/helpers/server.ts';

// ASVS 5.0 chapter 3.4 (browser security headers) and 14.3.2 (no caching of API answers).
let s: TestServer;
let token: string;
let addresses: string[];

beforeAll(async () => {
  s = await startServer({ DMS_SANDBOX_VEHICLES: '5' });
  token = (await firstAdmin(s)).token;
  const doc = (await (await fetch(`${s.url}/v1/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  // Every documented GET, with parameters filled in: answers of every kind (200, 400, 404) must carry the headers.
  addresses = Object.entries(doc.paths)
    .filter(([, ops]) => 'get' in ops)
    .map(([path]) => path.replace(/\{\*\}/, 'home-images/x.png').replace(/\{[^}]+\}/g, 'A1'));
  addresses.push('/v1/no-such-route');
});
afterAll(() => s.close());

/** The CSP as directive → sources. */
function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  );
}

async function everyAnswer(check: (url: string, res: Response) => void) {
  for (const url of addresses) {
    const res = await fetch(s.url + url, { headers: { authorization: `Bearer ${token}` } });
    // An event stream never ends: its headers are all there is to check.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel();
    else await res.arrayBuffer();
    check(url, res);
  }
}

describe('headers on every route', () => {
  it('V3.4.1 headers: HSTS for at least a year with subdomains on every answer', async () => {
    await everyAnswer((url, res) => {
      const hsts = res.headers.get('strict-transport-security') ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), url).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts, url).toContain('includeSubDomains');
    });
  });

  it("V3.4.3 / V3.4.6 headers: a CSP with object-src 'none', base-uri 'none' and frame-ancestors on every answer", async () => {
    await everyAnswer((url, res) => {
      const csp = parseCsp(res.headers.get('content-security-policy') ?? '');
      if (url.startsWith('/media/') && res.ok) {
        // Uploaded files: nothing at all may run or load (checked in uploads.test.ts).
        expect(csp.get('default-src'), url).toEqual(["'none'"]);
        return;
      }
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('script-src') ?? csp.get('default-src'), url).not.toContain("'unsafe-inline'");
    });
  });

  it('V3.4.4 / V14.3.2 headers: nosniff on every answer, no-store on every API answer but the public content', async () => {
    await everyAnswer((url, res) => {
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      if (url.startsWith('/v1/') && !url.startsWith('/v1/public/'))
        expect(res.headers.get('cache-control'), url).toBe('no-store');
    });
  });

  it('V3.4.2 headers: a foreign Origin gets no CORS permission, a configured one does', async () => {
    const evil = await fetch(`${s.url}/v1/vehicles`, {
      headers: { origin: 'https://evil.example', authorization: `Bearer ${token}` },
    });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${s.url}/v1/vehicles`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const configured = await startServer({ CORS_ORIGINS: 'https://site.example' });
    try {
      const ok = await fetch(`${configured.url}/v1/health`, { headers: { origin: 'https://site.example' } });
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://site.example');
      const bad = await fetch(`${configured.url}/v1/health`, { headers: { origin: 'https://evil.example' } });
      expect(bad.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await configured.close();
    }
  });

  it('V3.4.5 / V14.2.1 headers: Referrer-Policy no-referrer, so a sign-in link token never leaves in a Referer', async () => {
    await everyAnswer((url, res) => expect(res.headers.get('referrer-policy'), url).toBe('no-referrer'));
    const page = await fetch(`${s.url}/admin/login?token=${'A'.repeat(43)}`);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
