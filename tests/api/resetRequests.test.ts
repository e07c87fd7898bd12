import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RESET_REQUESTS_PER_ADDRESS, RESETS_PER_HOUR } from '../../server/auth/resetRequests.ts';
import { postFrom } from './helpers/client.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { firstOf } from '../support/nth.ts';

let s: TestServer;
let email: string;
beforeAll(async () => {
  s = await startServer({ DMS_SANDBOX_VEHICLES: '5' });
  email = (await firstAdmin(s)).email;
});
afterAll(() => s.close());

const mailsTo = (to: string) =>
  fs.existsSync(s.outboxDir)
    ? fs
        .readdirSync(s.outboxDir)
        .filter((f) =>
          new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm').test(
            fs.readFileSync(path.join(s.outboxDir, f), 'utf8'),
          ),
        ).length
    : 0;

it('sends at most 3 reset mails an hour to one admin, however many requests arrive at once', async () => {
  const before = mailsTo(email);
  // 40 at once, from four addresses (each within its own limit), as a botnet would send them.
  const sent = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      postFrom(s.url, `127.0.3.${1 + (i % 4)}`, '/v1/auth/forgot-password', { email }),
    ),
  );
  expect(sent.map((r) => r.status)).toEqual(sent.map(() => 202));
  await s.app.background.idle();
  expect(mailsTo(email) - before).toBe(RESETS_PER_HOUR);
  const [{ n }] = firstOf(
    await s.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from audit_log where action = 'users.reset_link' and actor_id is null",
    ),
    1,
  );
  expect(n).toBe(RESETS_PER_HOUR);
});

it('answers 429 with Retry-After to an address past its reset requests, whatever the emails', async () => {
  const from = '127.0.3.20';
  for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++)
    expect((await postFrom(s.url, from, '/v1/auth/forgot-password', { email: `nobody${i}@example.com` })).status).toBe(
      202,
    );
  const refused = await postFrom(s.url, from, '/v1/auth/forgot-password', { email });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(
    (await postFrom(s.url, '127.0.3.21', '/v1/auth/forgot-password', { email: 'nobody@example.com' })).status,
  ).toBe(202);
  s.clock.advance(16 * 60_000);
  expect((await postFrom(s.url, from, '/v1/auth/forgot-password', { email: 'nobody@example.com' })).status).toBe(202);
  await s.app.background.idle();
});
