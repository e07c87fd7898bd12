import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './helpers/client.ts';
import { firstAdmin, GOOD_PASSWORD } from './helpers/accounts.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { nth } from '../support/nth.ts';

let s: TestServer;
let api: ReturnType<typeof client>;
let admin: Awaited<ReturnType<typeof firstAdmin>>;

beforeAll(async () => {
  // Throttling has its own file; here it would get in the way of repeated wrong passwords.
  s = await startServer({ LOGIN_MAX_FAILURES: '100' });
  api = client(s.url);
  admin = await firstAdmin(s);
});
afterAll(() => s.close());

describe('sign-in', () => {
  it('answers with token, email, role, _id and status', async () => {
    const r = await api.post('/v1/auth/login', { email: admin.email, password: GOOD_PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ email: admin.email, role: 'admin', _id: admin.id, status: 'active' });
    expect(typeof r.body.token).toBe('string');
    expect(Buffer.from(String(r.body.token), 'base64url').length).toBeGreaterThanOrEqual(32);
  });

  it('accepts the email in any letter case', async () => {
    const r = await api.post('/v1/auth/login', { email: admin.email.toUpperCase(), password: GOOD_PASSWORD });
    expect(r.status).toBe(200);
  });

  it('gives the same 401 body for an unknown email and a wrong password', async () => {
    const wrong = await api.post('/v1/auth/login', { email: admin.email, password: 'not the password at all' });
    const unknown = await api.post('/v1/auth/login', {
      email: 'nobody@example.com',
      password: 'not the password at all',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ message: 'Incorrect Login or Password', errors: {} });
  });

  it('spends a password verification on unknown emails too, so timing does not reveal accounts', async () => {
    const time = async (email: string) => {
      const t0 = performance.now();
      await api.post('/v1/auth/login', { email, password: 'some wrong password' });
      return performance.now() - t0;
    };
    const median = (xs: number[]) =>
      nth(
        xs.sort((a, b) => a - b),
        Math.floor(xs.length / 2),
      );
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(admin.email));
      unknown.push(await time(`ghost${i}@example.com`));
    }
    // Loose bound: a skipped argon2 verification would make unknown emails several times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it('issues a new, different token at each sign-in and stores only its hash', async () => {
    const a = await api.post<{ token: string }>('/v1/auth/login', { email: admin.email, password: GOOD_PASSWORD });
    const b = await api.post<{ token: string }>('/v1/auth/login', { email: admin.email, password: GOOD_PASSWORD });
    expect(a.body.token).not.toBe(b.body.token);
    const rows = await s.ctx.database.query<{ token_hash: string }>('select token_hash from sessions');
    const hashes = rows.map((r) => r.token_hash);
    expect(hashes).toContain(createHash('sha256').update(a.body.token).digest('hex'));
    expect(hashes).not.toContain(a.body.token);
  });

  it('rejects a body with unknown fields with 400 and field errors', async () => {
    const r = await api.post('/v1/auth/login', { email: admin.email, password: GOOD_PASSWORD, role: 'root' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ errors: { role: 'Unknown field' } });
    expect(typeof r.body.message).toBe('string');
  });

  it('rejects malformed JSON with 400 and a message', async () => {
    const res = await fetch(`${s.url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('message');
  });
});

describe('sessions', () => {
  it('returns the profile of the signed-in admin', async () => {
    const r = await api.get('/v1/auth/profile', admin.token);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ _id: admin.id, email: admin.email, role: 'admin', status: 'active' });
  });

  it('refuses the profile without a token or with an unknown one', async () => {
    expect((await api.get('/v1/auth/profile')).status).toBe(401);
    expect((await api.get('/v1/auth/profile', 'x'.repeat(43))).status).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const { body } = await api.post<{ token: string }>('/v1/auth/login', {
      email: admin.email,
      password: GOOD_PASSWORD,
    });
    expect((await api.post('/v1/auth/logout', undefined, body.token)).status).toBe(200);
    const after = await api.get('/v1/auth/profile', body.token);
    expect(after.status).toBe(401);
    expect(after.body).toHaveProperty('message');
  });

  it('ends a session left idle longer than the idle timeout', async () => {
    const { body } = await api.post<{ token: string }>('/v1/auth/login', {
      email: admin.email,
      password: GOOD_PASSWORD,
    });
    s.clock.advance((s.config.SESSION_IDLE_MINUTES - 1) * 60_000);
    expect((await api.get('/v1/auth/profile', body.token)).status).toBe(200);
    s.clock.advance((s.config.SESSION_IDLE_MINUTES + 1) * 60_000);
    expect((await api.get('/v1/auth/profile', body.token)).status).toBe(401);
  });

  it('ends an active session at its absolute lifetime', async () => {
    const { body } = await api.post<{ token: string }>('/v1/auth/login', {
      email: admin.email,
      password: GOOD_PASSWORD,
    });
    const step = (s.config.SESSION_IDLE_MINUTES / 2) * 60_000;
    const end = s.clock.now().getTime() + s.config.SESSION_MAX_HOURS * 3600_000;
    while (s.clock.now().getTime() + step < end) {
      s.clock.advance(step);
      expect((await api.get('/v1/auth/profile', body.token)).status).toBe(200);
    }
    s.clock.advance(step);
    expect((await api.get('/v1/auth/profile', body.token)).status).toBe(401);
  });

  it('records successful and failed sign-ins in the audit log', async () => {
    const rows = await s.ctx.database.query<{ action: string; outcome: string }>(
      "select action, outcome from audit_log where action = 'auth.login'",
    );
    expect(rows.some((r) => r.outcome === 'success')).toBe(true);
    expect(rows.some((r) => r.outcome === 'failure')).toBe(true);
  });
});
