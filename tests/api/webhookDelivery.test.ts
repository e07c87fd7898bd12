import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { client } from './helpers/client.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { nth, firstOf } from '../support/nth.ts';

const SECRET = 'a-shared-secret-of-the-public-site';

interface Received {
  body: string;
  headers: Record<string, string | string[] | undefined>;
  at: number;
}

/** The public site's side: records every POST; answers 500 while `failing`. */
function startReceiver() {
  const received: Received[] = [];
  const state = { failing: false };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ body, headers: req.headers, at: Date.now() });
      res.statusCode = state.failing ? 500 : 204;
      res.end();
    });
  });
  return new Promise<{ url: string; received: Received[]; state: typeof state; close(): void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/revalidate`,
        received,
        state,
        close: () => server.close(),
      }),
    ),
  );
}

let s: TestServer;
let token: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  s = await startServer({
    PUBLIC_SITE_WEBHOOK_URL: receiver.url,
    PUBLIC_SITE_WEBHOOK_SECRET: SECRET,
    DMS_SANDBOX_VEHICLES: '5',
  });
  token = (await firstAdmin(s)).token;
});
afterAll(async () => {
  await s.close();
  receiver.close();
});

const until = async (done: () => boolean, ms = 8000) => {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
};
const about = (id: string) => receiver.received.filter((r) => r.body.includes(id));

/** What a receiver checks: the signature over timestamp, delivery id and body, and a timestamp near its own clock. */
function verify(r: Received): boolean {
  const id = String(r.headers['x-content-delivery']);
  const timestamp = String(r.headers['x-content-timestamp']);
  const expected = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${id}.${r.body}`).digest('hex')}`;
  return r.headers['x-content-signature-v2'] === expected && Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
}

it('signs each delivery with its timestamp and an id that stays the same on retries, so receivers can refuse replays', async () => {
  receiver.state.failing = true;
  const saved = await client(s.url).post<{ _id: string }>(
    '/v1/menuItems/createMenu',
    { title: 'Warranty', linkPath: '/warranty' },
    token,
  );
  expect(saved.status).toBe(201);
  await until(() => about(saved.body._id).length >= 1);
  receiver.state.failing = false;
  await until(() => about(saved.body._id).length >= 2);
  const [first, retry] = firstOf(about(saved.body._id), 2);
  expect(first.headers['x-content-delivery']).toMatch(/^[0-9a-f-]{36}$/);
  expect(retry.headers['x-content-delivery']).toBe(first.headers['x-content-delivery']);
  expect(verify(first) && verify(retry)).toBe(true);
  // A replayed body under another delivery id or timestamp does not verify.
  expect(
    verify({
      ...first,
      headers: { ...first.headers, 'x-content-timestamp': String(Number(first.headers['x-content-timestamp']) + 1) },
    }),
  ).toBe(false);
});

it('sends after a restart what was still pending when the server stopped', async () => {
  receiver.state.failing = true;
  const saved = await client(s.url).post<{ _id: string }>(
    '/v1/menuItems/createMenu',
    { title: 'Trade in', linkPath: '/trade-in' },
    token,
  );
  await until(() => about(saved.body._id).length >= 1);
  await s.app.close();
  const pending = await s.ctx.database.query<{ n: number }>('select count(*)::int as n from webhook_deliveries');
  expect(nth(pending, 0).n).toBe(1);
  receiver.state.failing = false;
  const tried = about(saved.body._id).length;
  // The next start, over the same database.
  const next = await buildApp(s.ctx, { distDir: '/nonexistent' });
  try {
    await until(() => about(saved.body._id).length > tried);
    expect(about(saved.body._id).length).toBe(tried + 1);
    expect(verify(about(saved.body._id).at(-1)!)).toBe(true);
    await until(() => false, 300);
    expect(
      nth(await s.ctx.database.query<{ n: number }>('select count(*)::int as n from webhook_deliveries'), 0).n,
    ).toBe(0);
  } finally {
    await next.close();
  }
});
