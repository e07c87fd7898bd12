import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstAdmin, invitedAdmin } from '../api/helpers/accounts.ts';
import { client, lastLinkTo, tokenOf } from '../api/helpers/client.ts';
import { startServer, type TestServer } from '../api/helpers/server.ts';

// ASVS 5.0 chapter 16 (logging and error handling), against the server's own log output.
let s: TestServer;
let api: ReturnType<typeof client>;
const secrets: string[] = [];

beforeAll(async () => {
  s = await startServer({ LOG_LEVEL: 'debug' });
  api = client(s.url);
  const a = await firstAdmin(s);
  const b = await invitedAdmin(s, a.token, 'logged@example.com');
  secrets.push(a.token, a.password, b.token, b.password, tokenOf(lastLinkTo(s.outboxDir, 'logged@example.com')));
  // Every way a secret travels: a link opened in the browser, a wrong password, a reset, a bearer on a refused call.
  await fetch(`${s.url}/admin/login?token=${secrets[4]}`);
  await api.post('/v1/auth/login', { email: 'logged@example.com', password: 'a wrong password typed here' });
  secrets.push('a wrong password typed here');
  await api.post('/v1/auth/forgot-password', { email: 'logged@example.com' });
  await s.app.background.idle();
  const resetToken = tokenOf(lastLinkTo(s.outboxDir, 'logged@example.com'));
  await api.post('/v1/users/set-password', { password: 'a brand new passphrase here' }, resetToken);
  secrets.push(resetToken, 'a brand new passphrase here');
  await api.post('/v1/users/invite', { email: 'not an email' }, a.token);
});
afterAll(() => s.close());

describe('logging', () => {
  it('V16.2.5 logging: the server log holds no password, session token or link token', () => {
    const all = s.logs.join('\n');
    expect(s.logs.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(all).not.toContain(secret);
  });

  it('V16.4.1 logging: input with line breaks cannot forge a log line', async () => {
    const forged = '{"level":60,"msg":"forged"}';
    await api.post('/v1/auth/login', { email: `x@example.com\r\n${forged}`, password: `p\n${forged}` });
    await fetch(`${s.url}/v1/health?x=%0D%0A${encodeURIComponent(forged)}`);
    const lines = s.logs.join('').split('\n').filter(Boolean);
    for (const line of lines) {
      const entry = JSON.parse(line) as { msg?: string };
      expect(entry.msg).not.toBe('forged');
    }
  });
});

describe('errors', () => {
  it('V16.5.1 errors: a failure inside the server answers 500 {message, errors} without SQL, stack or table names', async () => {
    const token = secrets[0];
    await s.ctx.database.query('alter table vehicles rename to vehicles_gone');
    try {
      const r = await fetch(`${s.url}/v1/vehicles`, { headers: { authorization: `Bearer ${token}` } });
      const text = await r.text();
      expect(r.status).toBe(500);
      expect(JSON.parse(text)).toEqual({ message: 'Internal server error', errors: {} });
      expect(text).not.toMatch(/vehicles|select|at \w+ \(/i);
    } finally {
      await s.ctx.database.query('alter table vehicles_gone rename to vehicles');
    }
  });

  it('V16.5.1 errors: an unknown API address answers 404 {message, errors}', async () => {
    const r = await api.del('/v1/nothing-here');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ message: 'No route for DELETE /v1/nothing-here', errors: {} });
  });

  it('V16.5.1 errors: a malformed address (bad percent-encoding) answers 400 {message, errors}', async () => {
    const r = await api.get('/v1/vehicles/%E0%A4%A');
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ message: expect.stringMatching(/^The address is not valid/), errors: {} });
  });
});
