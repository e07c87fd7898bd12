import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, lastLinkTo, tokenOf } from './helpers/client.ts';
import { firstAdmin, invitedAdmin } from './helpers/accounts.ts';
import { startServer, type TestServer } from './helpers/server.ts';

let s: TestServer;
let api: ReturnType<typeof client>;
const secrets: string[] = [];

beforeAll(async () => {
  s = await startServer();
  api = client(s.url);
  const a = await firstAdmin(s);
  const b = await invitedAdmin(s, a.token, 'b@example.com');
  secrets.push(a.token, a.password, b.token, b.password, tokenOf(lastLinkTo(s.outboxDir, 'b@example.com')));
  // The browser opens invitation links as plain GETs: those URLs get logged too.
  await fetch(`${s.url}/admin/login?token=${secrets[4]}`);
  await api.post('/v1/auth/login', { email: 'b@example.com', password: 'a wrong password typed here' });
  secrets.push('a wrong password typed here');
});
afterAll(() => s.close());

describe('logs', () => {
  it('never contain a password or a token', () => {
    const all = s.logs.join('\n');
    expect(s.logs.length).toBeGreaterThan(5);
    for (const secret of secrets) expect(all).not.toContain(secret);
  });
});

describe('headers', () => {
  it('sends a strict CSP, nosniff, no-referrer and no-store on the API', async () => {
    const res = await fetch(`${s.url}/v1/health`);
    expect(await res.json()).toEqual({ status: 'ok' });
    const csp = res.headers.get('content-security-policy') ?? '';
    // A JSON answer loads nothing: nothing is allowed (issue 26 trimmed the API's headers to what matters for JSON).
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });

  it('answers no CORS headers to a foreign origin by default', async () => {
    const res = await fetch(`${s.url}/v1/health`, { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows configured CORS origins only', async () => {
    const other = await startServer({ CORS_ORIGINS: 'https://site.example' });
    try {
      const ok = await fetch(`${other.url}/v1/health`, { headers: { origin: 'https://site.example' } });
      expect(ok.headers.get('access-control-allow-origin')).toBe('https://site.example');
      const bad = await fetch(`${other.url}/v1/health`, { headers: { origin: 'https://evil.example' } });
      expect(bad.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('errors', () => {
  it('answers unknown API paths with 404 and a message', async () => {
    const r = await api.get('/v1/nothing-here');
    expect(r.status).toBe(404);
    expect(r.body).toHaveProperty('message');
  });

  it('answers a database failure with 500 and no SQL or stack in the body', async () => {
    const token = secrets[0];
    await s.ctx.database.query('alter table users rename to users_gone');
    try {
      const r = await api.get('/v1/users', token);
      expect(r.status).toBe(500);
      expect(r.body).toEqual({ message: 'Internal server error', errors: {} });
    } finally {
      await s.ctx.database.query('alter table users_gone rename to users');
    }
    expect((await api.get('/v1/users', token)).status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('describes the API as OpenAPI 3.1 with the auth and users paths', async () => {
    const r = await api.get<{ openapi: string; paths: Record<string, unknown> }>('/v1/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe('3.1.0');
    for (const p of [
      '/v1/auth/login',
      '/v1/auth/profile',
      '/v1/users',
      '/v1/users/invite',
      '/v1/users/set-password',
      '/v1/users/{id}',
    ]) {
      expect(Object.keys(r.body.paths)).toContain(p);
    }
  });

  it("names the product's release as the API's version (package.json's, the one source)", async () => {
    const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string };
    const r = await api.get<{ info: { version: string } }>('/v1/openapi.json');
    expect(r.body.info.version).toBe(version);
  });

  it('serves a documentation page', async () => {
    const res = await fetch(`${s.url}/v1/docs/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/swagger/i);
  });
});
