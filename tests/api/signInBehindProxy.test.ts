import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { client } from './helpers/client.ts';
import { firstAdmin, GOOD_PASSWORD } from './helpers/accounts.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const WRONG = 'definitely wrong password';

describe('TRUST_PROXY', () => {
  it('refuses "true" at start, saying what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.5/s);
  });

  it('takes a number of proxies or their addresses and ranges, and names an entry that is neither', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16, loopback' }).TRUST_PROXY).toEqual({
      addresses: '10.0.0.5, 10.1.0.0/16, loopback',
    });
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5, my-proxy' })).toThrow(/TRUST_PROXY: "my-proxy"/);
  });
});

// The proxy in front appends the address it saw: the client controls everything left of it.
const viaProxy = (forgedByClient: string, seenByProxy: string) => ({
  'x-forwarded-for': `${forgedByClient}, ${seenByProxy}`,
});

describe.each([
  ['one proxy by hop count', '1'],
  ['the proxy by address', '127.0.0.1'],
])('behind %s (TRUST_PROXY=%s)', (_name, trust) => {
  let s: TestServer;
  let email: string;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    s = await startServer({ TRUST_PROXY: trust, DMS_SANDBOX_VEHICLES: '5' });
    email = (await firstAdmin(s)).email;
    api = client(s.url);
  });
  afterAll(() => s.close());

  it('throttles a client that writes a new X-Forwarded-For address on every guess, and audits the address the proxy saw', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++)
      statuses.push(
        (
          await api.post(
            '/v1/auth/login',
            { email, password: WRONG },
            undefined,
            viaProxy(`192.0.2.${i}`, '198.51.100.7'),
          )
        ).status,
      );
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    expect(
      (
        await api.post(
          '/v1/auth/login',
          { email, password: GOOD_PASSWORD },
          undefined,
          viaProxy('192.0.2.99', '198.51.100.7'),
        )
      ).status,
    ).toBe(429);
    const ips = await s.ctx.database.query<{ ip: string }>(
      "select distinct ip from audit_log where action = 'auth.login' and outcome = 'failure'",
    );
    expect(ips.map((r) => r.ip)).toEqual(['198.51.100.7']);
    // Another client behind the same proxy is another address.
    expect(
      (
        await api.post(
          '/v1/auth/login',
          { email, password: GOOD_PASSWORD },
          undefined,
          viaProxy('192.0.2.1', '198.51.100.8'),
        )
      ).status,
    ).toBe(200);
  });
});

describe('guesses at one account from many addresses', () => {
  let s: TestServer;
  let email: string;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    s = await startServer({ TRUST_PROXY: '1', DMS_SANDBOX_VEHICLES: '5' });
    email = (await firstAdmin(s)).email; // signs in from 127.0.0.1, its usual address from now on
    api = client(s.url);
  });
  afterAll(() => s.close());

  const from = (address: string, password: string) =>
    api.post('/v1/auth/login', { email, password }, undefined, { 'x-forwarded-for': address });

  it('stop after twice the per-address limit in all, while the admin still signs in from an address used before', async () => {
    const statuses: number[] = [];
    // Two guesses from each of eight addresses: each far below its own limit of 5.
    for (let i = 1; i <= 8; i++)
      for (let g = 0; g < 2; g++) statuses.push((await from(`203.0.113.${i}`, WRONG)).status);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(6).fill(429)]);
    // A new address, even with the right password, waits for the window...
    const fresh = await from('203.0.113.50', GOOD_PASSWORD);
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(0);
    // ...the admin's usual address does not.
    expect((await api.post('/v1/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
    s.clock.advance(15 * 60_000 + 1000);
    expect((await from('203.0.113.50', GOOD_PASSWORD)).status).toBe(200);
  });
});

describe('unknown-email noise from a shared address (no proxy)', () => {
  let s: TestServer;
  let email: string;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    s = await startServer({ DMS_SANDBOX_VEHICLES: '5' });
    email = (await firstAdmin(s)).email;
    api = client(s.url);
  });
  afterAll(() => s.close());

  it('does not lock a colleague out of an address they signed in from, while the scan itself is slowed', async () => {
    for (let i = 0; i < 21; i++)
      await api.post('/v1/auth/login', { email: `random${i}-${Math.random()}@example.com`, password: WRONG });
    expect((await api.post('/v1/auth/login', { email: `random-next@example.com`, password: WRONG })).status).toBe(429);
    expect((await api.post('/v1/auth/login', { email, password: GOOD_PASSWORD })).status).toBe(200);
  });
});
