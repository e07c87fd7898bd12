import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstAdmin, GOOD_PASSWORD, invitedAdmin } from '../api/helpers/accounts.ts';
import { client, lastLinkTo, loginFrom as loginFromAddress, tokenOf } from '../api/helpers/client.ts';
import { startServer, type TestServer } from '../api/helpers/server.ts';
import { nth, firstOf } from '../support/nth.ts';

// ASVS 5.0 chapter 7 (sessions) and 6.3 (authentication), as listed in ../shared/notes/security.md §1.
let s: TestServer;
let api: ReturnType<typeof client>;
let admin: Awaited<ReturnType<typeof firstAdmin>>;

beforeAll(async () => {
  s = await startServer({ LOGIN_MAX_FAILURES: '3' });
  api = client(s.url);
  admin = await firstAdmin(s);
});
afterAll(() => s.close());

const signIn = async (email = admin.email, password = admin.password) =>
  (await api.post<{ token: string }>('/v1/auth/login', { email, password })).body.token;
const profileStatus = async (token: string) => (await api.get('/v1/auth/profile', token)).status;

const loginFrom = (localAddress: string, body: { email: string; password: string }) =>
  loginFromAddress(s.url, localAddress, body);

describe('sessions', () => {
  it('V7.2.1 sessions: the token is checked on the server, a made-up or altered one is refused', async () => {
    const token = await signIn();
    expect(await profileStatus(token)).toBe(200);
    expect(await profileStatus(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(401);
    expect(await profileStatus('A'.repeat(43))).toBe(401);
  });

  it('V7.2.4 sessions: a new token on every sign-in', async () => {
    const tokens = [await signIn(), await signIn(), await signIn()];
    expect(new Set(tokens).size).toBe(3);
    for (const t of tokens) expect(await profileStatus(t)).toBe(200);
  });

  it('V7.3.1 sessions: a session idle past the limit ends', async () => {
    const token = await signIn();
    s.clock.advance((s.config.SESSION_IDLE_MINUTES + 1) * 60_000);
    expect(await profileStatus(token)).toBe(401);
  });

  it('V7.3.2 sessions: an active session ends at its absolute lifetime', async () => {
    const token = await signIn();
    const step = (s.config.SESSION_IDLE_MINUTES / 2) * 60_000;
    for (let spent = step; spent < s.config.SESSION_MAX_HOURS * 3600_000; spent += step) {
      s.clock.advance(step);
      expect(await profileStatus(token)).toBe(200);
    }
    s.clock.advance(step);
    expect(await profileStatus(token)).toBe(401);
  });

  it('V7.4.1 sessions: signing out ends the session on the server', async () => {
    const token = await signIn();
    expect((await api.post('/v1/auth/logout', undefined, token)).status).toBe(200);
    expect(await profileStatus(token)).toBe(401);
  });

  it('V7.4.2 sessions: deleting an admin ends all of their sessions at once', async () => {
    const other = await invitedAdmin(s, await signIn(), 'leaving@example.com');
    const second = await signIn(other.email, other.password);
    expect((await api.del(`/v1/users/${other.id}`, await signIn())).status).toBe(200);
    expect(await profileStatus(other.token)).toBe(401);
    expect(await profileStatus(second)).toBe(401);
  });

  it('V7.4.3 / V7.5.1 sessions: setting a new password through a reset link ends the other sessions', async () => {
    const other = await invitedAdmin(s, await signIn(), 'resetting@example.com');
    await api.post('/v1/auth/forgot-password', { email: other.email });
    await s.app.background.idle();
    const newPassword = `${GOOD_PASSWORD} renewed`;
    const set = await api.post(
      '/v1/users/set-password',
      { password: newPassword },
      tokenOf(lastLinkTo(s.outboxDir, other.email)),
    );
    expect(set.status).toBe(200);
    expect(await profileStatus(other.token)).toBe(401);
    expect((await api.post('/v1/auth/login', { email: other.email, password: other.password })).status).toBe(401);
    expect((await api.post('/v1/auth/login', { email: other.email, password: newPassword })).status).toBe(200);
  });
});

describe('sign-in', () => {
  it('V6.3.8 authentication: an unknown email and a wrong password get the same answer', async () => {
    const unknown = await api.post('/v1/auth/login', {
      email: 'nobody@example.com',
      password: 'a wrong password here',
    });
    const wrong = await api.post('/v1/auth/login', { email: admin.email, password: 'a wrong password here' });
    expect([unknown.status, unknown.body]).toEqual([wrong.status, wrong.body]);
    expect(wrong.status).toBe(401);
    const forgotUnknown = await api.post('/v1/auth/forgot-password', { email: 'nobody@example.com' });
    const forgotKnown = await api.post('/v1/auth/forgot-password', { email: admin.email });
    expect([forgotUnknown.status, forgotUnknown.body]).toEqual([202, forgotKnown.body]);
  });

  it('V6.1.1 / V6.3.1 authentication: repeated failures get 429 with Retry-After, the real user still signs in from elsewhere', async () => {
    const body = { email: admin.email, password: 'not the password at all' };
    const from = '127.0.0.7';
    for (let i = 0; i < s.config.LOGIN_MAX_FAILURES; i++) expect(await loginFrom(from, body)).toBe(401);
    const blocked = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(
        `${s.url}/v1/auth/login`,
        { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json' } },
        resolve,
      );
      req.on('error', reject);
      req.end(JSON.stringify({ email: admin.email, password: admin.password }));
    });
    blocked.resume();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await loginFrom('127.0.0.8', { email: admin.email, password: admin.password })).toBe(200);
  });

  it('V16.3.1 logging: a failed sign-in leaves one audit row with who, when, where and the outcome, never the password', async () => {
    const count = async () =>
      nth(
        await s.ctx.database.query<{ n: number }>(
          "select count(*)::int as n from audit_log where action = 'auth.login' and outcome = 'failure'",
        ),
        0,
      ).n;
    const before = await count();
    // The first of its minute from this address: later ones in the same minute are counted in one line.
    s.clock.advance(60_000);
    await api.post('/v1/auth/login', { email: 'audited@example.com', password: 'a wrong password here' });
    expect(await count()).toBe(before + 1);
    const [last] = firstOf(
      await s.ctx.database.query<{ actor_email: string; ip: string | null; at: Date; row: string }>(
        "select actor_email, ip, at, a::text as row from audit_log a where action = 'auth.login' order by id desc limit 1",
      ),
      1,
    );
    expect(last.actor_email).toBe('audited@example.com');
    expect(last.ip).toBeTruthy();
    expect(last.at).toBeInstanceOf(Date);
    expect(last.row).not.toContain('a wrong password here');
  });
});
