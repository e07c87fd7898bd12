import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemWith } from '../fuzz/answers.ts';
import type { OpenApiDocument } from '../fuzz/writeRoutes.ts';
import { startServer, type TestServer } from '../api/helpers/server.ts';

/**
 * The routes that answer without an admin session, and why. Anything else the OpenAPI document lists must answer
 * 401 without a session. A route marked `security: []` that is not here fails the test: add it with its reason.
 */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /v1/health': 'liveness probe for load balancers; says "ok" and nothing else',
  'GET /v1/ready': 'readiness probe for load balancers (issue 20); states, no data',
  'POST /v1/auth/login': 'signing in is how a session starts',
  'POST /v1/auth/forgot-password': 'asking for a reset link; always 202, mails only known admins',
  'GET /media/{*}': 'uploaded images are public website assets under random names',
  'POST /v1/public/referrals': 'the public website server records referrals with PUBLIC_SITE_KEY, checked below',
  'GET /': "the console's page: the sign-in screen must load without a session; no data in it",
  'GET /admin': "the console's page, as above",
  'GET /admin/': "the console's page, as above",
  'GET /admin/{*}': "the console's built files (scripts, styles), as above",
};
/** Bodies that pass validation, for routes that validate the body before they look at the token. */
const VALID_BODIES: Record<string, unknown> = {
  // Authorised by the emailed link's token, not a session: an unknown link is 401 like an unknown session.
  'POST /v1/users/set-password': { password: 'a perfectly fine passphrase' },
};
/** The public website's reads: published content only, public fields only (server/routes/publicContent.ts). */
const PUBLIC_READS = /^GET \/v1\/public\//;

let s: TestServer;
let doc: OpenApiDocument & { paths: Record<string, Record<string, { security?: unknown[] }>> };
const operations: { key: string; method: string; path: string; isPublic: boolean }[] = [];

beforeAll(async () => {
  s = await startServer({ DMS_SANDBOX_VEHICLES: '5' });
  doc = (await (await fetch(`${s.url}/v1/openapi.json`)).json()) as typeof doc;
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      operations.push({
        key,
        method: method.toUpperCase(),
        path,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
      });
    }
  }
});
afterAll(() => s.close());

/** A concrete address for a documented path: every parameter filled with a plausible value. */
const addressOf = (path: string) => path.replace(/\{\*\}/, 'home-images/x.png').replace(/\{[^}]+\}/g, 'A1');

async function call(method: string, url: string, headers: Record<string, string> = {}, body: unknown = {}) {
  const withBody = method !== 'GET' && method !== 'DELETE';
  const res = await fetch(s.url + url, {
    method,
    headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
    body: withBody ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

describe('authorisation on every route', () => {
  it('V8.2.1 / V8.3.1 authorisation: every admin route of the OpenAPI document answers 401 {message, errors} without a session', async () => {
    const admin = operations.filter((o) => !o.isPublic && !(o.key in PUBLIC_ROUTES) && !PUBLIC_READS.test(o.key));
    expect(admin.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const o of admin) {
      for (const headers of [{}, { authorization: 'Bearer A1234567890123456789012345678901234567890' }] as Record<
        string,
        string
      >[]) {
        const a = await call(o.method, addressOf(o.path), headers, VALID_BODIES[o.key]);
        const problem = a.status === 401 ? problemWith(a) : `answered ${a.status}`;
        if (problem)
          failures.push(`${o.key} ${headers.authorization ? 'with an unknown token' : 'without a token'}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('V8.2.1 authorisation: the routes open without a session are only the listed ones, each with its reason', () => {
    const open = operations.filter((o) => o.isPublic && !PUBLIC_READS.test(o.key)).map((o) => o.key);
    for (const key of open) expect(PUBLIC_ROUTES, `${key} is public without a reason`).toHaveProperty([key]);
  });

  it('V8.3.1 authorisation: the public website calls answer 401 without the site key, and no admin token stands in for it', async () => {
    const r = await call('POST', '/v1/public/referrals', {
      authorization: 'Bearer A1234567890123456789012345678901234567890',
    });
    expect(r.status).toBe(401);
    expect(problemWith(r)).toBeNull();
  });
});
