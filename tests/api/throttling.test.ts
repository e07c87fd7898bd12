import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { client, loginFrom as loginFromAddress } from './helpers/client.ts';
import { firstAdmin, GOOD_PASSWORD, invitedAdmin } from './helpers/accounts.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { nth } from '../support/nth.ts';

let s: TestServer;
let api: ReturnType<typeof client>;
let email: string;

beforeAll(async () => {
  s = await startServer();
  api = client(s.url);
  email = (await firstAdmin(s)).email;
});
afterAll(() => s.close());

const fail = (who = email) => api.post('/v1/auth/login', { email: who, password: 'definitely wrong password' });

const loginFrom = (localAddress: string, body: { email: string; password: string }) =>
  loginFromAddress(s.url, localAddress, body);

it('answers 429 with Retry-After after 5 failures for one email from one IP, even to the right password', async () => {
  for (let i = 0; i < 5; i++) expect((await fail()).status).toBe(401);
  const blocked = await api.post('/v1/auth/login', { email, password: GOOD_PASSWORD });
  expect(blocked.status).toBe(429);
  const retry = Number(blocked.headers.get('retry-after'));
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(15 * 60);
  expect(String(blocked.body.message)).toMatch(/Too many failed sign-in attempts/);
});

it('keeps counting after a restart, because failures live in the database', async () => {
  // A second app instance over the same database sees the same failures.
  const second = await buildApp(s.ctx, { distDir: '/nonexistent' });
  await second.listen({ port: 0, host: '127.0.0.1' });
  const addr = second.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  const r = await client(`http://127.0.0.1:${port}`).post('/v1/auth/login', { email, password: GOOD_PASSWORD });
  await second.close();
  expect(r.status).toBe(429);
});

it('lets the real user in once the window has passed', async () => {
  s.clock.advance(15 * 60_000 + 1000);
  const r = await api.post('/v1/auth/login', { email, password: GOOD_PASSWORD });
  expect(r.status).toBe(200);
});

it('does not let failures from other addresses lock the real user out', async () => {
  s.clock.advance(16 * 60_000);
  const guess = { email, password: 'an attacker guessing' };
  // One address is stopped after 5 guesses; more addresses each get their own 5.
  for (let i = 0; i < 5; i++) expect(await loginFrom('127.0.7.1', guess)).toBe(401);
  expect(await loginFrom('127.0.7.1', guess)).toBe(429);
  for (let i = 2; i <= 6; i++) expect(await loginFrom(`127.0.7.${i}`, guess)).toBe(401);
  expect((await api.post('/v1/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
});

it('lets a colleague behind the same address in after others mistyped 5 times', async () => {
  s.clock.advance(16 * 60_000);
  for (let i = 0; i < 5; i++) expect((await fail(`colleague${i}@example.com`)).status).toBe(401);
  expect((await api.post('/v1/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
});

it('throttles one IP trying many different emails, after 4 times the per-email limit', async () => {
  s.clock.advance(16 * 60_000);
  for (let i = 0; i < 20; i++) expect((await fail(`guess${i}@example.com`)).status).toBe(401);
  const r = await fail('guess-next@example.com');
  expect(r.status).toBe(429);
  expect(r.headers.get('retry-after')).toBeTruthy();
  // Another address is not concerned.
  expect(await loginFrom('127.0.8.1', { email, password: GOOD_PASSWORD })).toBe(200);
  s.clock.advance(16 * 60_000);
  expect((await api.post('/v1/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
});

it('records throttled attempts in the audit log', async () => {
  const rows = await s.ctx.database.query<{ n: number }>(
    "select count(*)::int as n from audit_log where action = 'auth.login' and details->>'reason' = 'throttled'",
  );
  expect(nth(rows, 0).n).toBeGreaterThan(0);
});

it('a burst of parallel wrong passwords gets no more tries than the limit: the others are throttled', async () => {
  const burst = await Promise.all(
    Array.from({ length: 12 }, () => loginFrom('127.0.0.77', { email, password: 'definitely wrong password' })),
  );
  expect(burst.filter((status) => status === 401)).toHaveLength(5);
  expect(burst.filter((status) => status === 429)).toHaveLength(7);
});

it('colleagues behind one address signing in at the same moment are not held back by each other', async () => {
  // One failure per account makes the per-IP limit 4: eight colleagues signing in at once would have hit it if
  // attempts in flight counted against the address.
  const office = await startServer({ LOGIN_MAX_FAILURES: '1' });
  try {
    const boss = await firstAdmin(office);
    const staff = [boss];
    for (let i = 1; i <= 7; i++) staff.push(await invitedAdmin(office, boss.token, `colleague${i}@example.com`));
    const statuses = await Promise.all(
      staff.map((who) => loginFromAddress(office.url, '127.0.0.88', { email: who.email, password: who.password })),
    );
    expect(statuses).toEqual(staff.map(() => 200));
  } finally {
    await office.close();
  }
});
