import { afterAll, beforeAll, expect, it } from 'vitest';
import { client, postFrom } from '../api/helpers/client.ts';
import { firstAdmin } from '../api/helpers/accounts.ts';
import { startServer, type TestServer } from '../api/helpers/server.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ DMS_SANDBOX_VEHICLES: '5' });
  await firstAdmin(s);
});
afterAll(() => s.close());

interface Row {
  action: string;
  ip: string;
  reason: string | null;
  repeated: number | null;
}
const rowsFrom = (ip: string) =>
  s.ctx.database.query<Row>(
    "select action, ip, details->>'reason' as reason, (details->>'repeated')::int as repeated from audit_log where ip = $1 order by id",
    [ip],
  );
// A first line stands for itself; a summary line (details.repeated) for the rest of its minute.
const events = (rows: Row[]) => rows.reduce((n, r) => n + (r.repeated ?? 1), 0);

it('V16.3 audit: an address sending 60 sign-ins for unknown emails in a minute adds a line per kind of refusal, with their count', async () => {
  const from = '127.0.4.1';
  for (let i = 0; i < 60; i++)
    await postFrom(s.url, from, '/v1/auth/login', { email: `scan${i}@example.com`, password: 'a wrong password here' });
  const written = await rowsFrom(from);
  // One for the 401s (no such account), one for the 429s (throttled).
  expect(written.map((r) => r.reason)).toEqual(['no such account', 'throttled']);
  await s.app.anonymousAudit.flush();
  const all = await rowsFrom(from);
  expect(all.length).toBeLessThanOrEqual(4);
  expect(events(all)).toBe(60);
});

it('V16.3 audit: reset requests for unknown emails add one line per address and minute, with their count', async () => {
  const from = '127.0.4.2';
  for (let i = 0; i < 8; i++)
    expect((await postFrom(s.url, from, '/v1/auth/forgot-password', { email: `nobody${i}@example.com` })).status).toBe(
      202,
    );
  await s.app.background.idle();
  expect(await rowsFrom(from)).toHaveLength(1);
  await s.app.anonymousAudit.flush();
  const all = await rowsFrom(from);
  expect(all).toHaveLength(2);
  expect(events(all)).toBe(8);
  // A new minute starts a new line.
  s.clock.advance(60_000);
  await client(s.url).post('/v1/auth/forgot-password', { email: 'nobody-later@example.com' });
  await s.app.background.idle();
  expect(
    await s.ctx.database.query("select 1 from audit_log where action = 'auth.reset_requested' and ip = '127.0.0.1'"),
  ).toHaveLength(1);
});
