import simpleRestProvider from 'ra-data-simple-rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchUtils } from 'ra-core';
import { createServer, type Server } from 'node:http';
import { createHmac } from 'node:crypto';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/open.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { client } from './helpers/client.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { nth, firstOf } from '../support/nth.ts';

type Notice = { body: string; signature: string | undefined; at: number };

/** The public site's side of the webhook: answers 204, or 500 while `failures` lasts. */
function startReceiver() {
  const notices: Notice[] = [];
  const state = { failures: 0 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      notices.push({ body, signature: req.headers['x-content-signature'] as string | undefined, at: Date.now() });
      res.statusCode = state.failures > 0 ? 500 : 204;
      state.failures = Math.max(0, state.failures - 1);
      res.end();
    });
  });
  return new Promise<{ url: string; notices: Notice[]; state: typeof state; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/revalidate`,
        notices,
        state,
        close: () => new Promise((r) => server.close(() => r())),
      });
    }),
  );
}

const SECRET = 'a-shared-secret-of-the-public-site';
let s: TestServer;
let token: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver();
  s = await startServer({ PUBLIC_SITE_WEBHOOK_URL: receiver.url, PUBLIC_SITE_WEBHOOK_SECRET: SECRET });
  token = (await firstAdmin(s)).token;
});
afterAll(async () => {
  await s.close();
  await receiver.close();
});

describe('ra-data-simple-rest itself over HTTP', () => {
  const provider = () =>
    simpleRestProvider(`${s.url}/v1`, (url, options = {}) =>
      fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } }),
    );

  it('creates, pages, sorts, filters, reads several by id, updates and deletes menu items', async () => {
    const dp = provider();
    const titles = ['Sell your car', 'Inventory', 'Financing', 'About us', 'Contact'];
    const created = [];
    for (const title of titles)
      created.push(
        (await dp.create('menuItems', { data: { title, linkPath: `/${title.toLowerCase().replace(/ /g, '-')}` } }))
          .data,
      );
    expect(created[0]).toMatchObject({ title: 'Sell your car', version: 1, id: expect.any(String) });

    const page1 = await dp.getList('menuItems', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'title', order: 'ASC' },
      filter: {},
    });
    expect(page1.total).toBe(5);
    expect(page1.data.map((d) => d.title)).toEqual(['About us', 'Contact']);
    const page3 = await dp.getList('menuItems', {
      pagination: { page: 3, perPage: 2 },
      sort: { field: 'title', order: 'ASC' },
      filter: {},
    });
    expect(page3.data.map((d) => d.title)).toEqual(['Sell your car']);
    const searched = await dp.getList('menuItems', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'position', order: 'ASC' },
      filter: { q: 'fin' },
    });
    expect(searched.data.map((d) => d.title)).toEqual(['Financing']);

    const many = await dp.getMany('menuItems', { ids: [created[1].id, created[3].id] });
    expect(many.data.map((d) => d.title).sort()).toEqual(['About us', 'Inventory']);
    const one = await dp.getOne('menuItems', { id: created[2].id });
    const updated = await dp.update('menuItems', {
      id: one.data.id,
      data: { ...one.data, title: 'Car loans' },
      previousData: one.data,
    });
    expect(updated.data).toMatchObject({ title: 'Car loans', version: 2 });
    await expect(
      dp.update('menuItems', { id: one.data.id, data: { ...one.data, title: 'Stale' }, previousData: one.data }),
    ).rejects.toMatchObject({ status: 412 });
    await dp.delete('menuItems', { id: created[4].id, previousData: created[4] });
    expect(
      (
        await dp.getList('menuItems', {
          pagination: { page: 1, perPage: 25 },
          sort: { field: 'position', order: 'ASC' },
          filter: {},
        })
      ).total,
    ).toBe(4);
  });

  it('answers an empty page with a Content-Range a client can read', async () => {
    const res = await client(s.url).get<unknown[]>('/v1/warranty?range=[0,9]', token);
    expect(res.body).toEqual([]);
    expect(res.headers.get('content-range')).toBe('warranty */0');
    const bad = await client(s.url).get('/v1/warranty?range=[5,1]', token);
    expect(bad.status).toBe(400);
  });
});

describe('change notifications to the public site', () => {
  it('POSTs each published change, signed with HMAC-SHA256, and retries after a failure', async () => {
    const api = client(s.url);
    await new Promise((r) => setTimeout(r, 300));
    receiver.state.failures = 1;
    const saved = await api.post<{ _id: string }>(
      '/v1/menuItems/createMenu',
      { title: 'Warranty', linkPath: '/warranty' },
      token,
    );
    expect(saved.status).toBe(201);
    const mine = () => receiver.notices.filter((n) => n.body.includes(saved.body._id));
    const deadline = Date.now() + 5000;
    while (mine().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const [first, retry] = firstOf(mine(), 2);
    expect(retry.at - first.at).toBeGreaterThanOrEqual(900);
    expect(retry?.body).toBe(first.body);
    const notice = JSON.parse(first.body) as { collection: string; paths: string[] };
    expect(notice).toMatchObject({
      event: 'content.changed',
      collection: 'menuItems',
      paths: ['/v1/public/menuItems'],
    });
    expect(first.signature).toBe(`sha256=${createHmac('sha256', SECRET).update(first.body).digest('hex')}`);
  });

  it('does not notify for an item the public site never saw', async () => {
    const api = client(s.url);
    await new Promise((r) => setTimeout(r, 300));
    const count = receiver.notices.length;
    const [slot] = firstOf((await api.get<{ _id: string; version: number }[]>('/v1/promo', token)).body, 1);
    await api.call('PATCH', `/v1/promo/${slot._id}`, {
      token,
      body: { title: 'Draft, still hidden', version: slot.version },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.notices.length).toBe(count);
  });

  it('a change to a collection with an earlier public name names both paths', async () => {
    const api = client(s.url);
    const partner = {
      name: 'Notice Rides',
      promoCode: 'NOTICE1',
      promoLink: 'https://notice.example.com/offer',
      contactNumber: '5551234567',
      partnerSaleDiscount: 100,
      partnerRentDiscount: 50,
      rentWeeklyDiscount: '',
    };
    const saved = await api.post<{ _id: string }>('/v1/promotion/partner', partner, token);
    expect(saved.status).toBe(201);
    const mine = () => receiver.notices.filter((n) => n.body.includes(saved.body._id));
    const deadline = Date.now() + 3000;
    while (mine().length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(JSON.parse(nth(mine(), 0).body)).toMatchObject({
      collection: 'partners',
      paths: ['/v1/public/promotion/partner', '/v1/public/partners'],
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it("a save on one is in the other's public API within one second", async () => {
    const url = s.ctx.database.url!;
    const database = await openDatabase({ url, dataDir: '' });
    const other = await buildApp(
      { ...s.ctx, database, mailer: createMailer({ from: s.config.MAIL_FROM, outboxDir: s.outboxDir }) },
      { distDir: '/nonexistent' },
    );
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const addr = other.server.address();
      const otherUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
      const read = async () =>
        (await client(otherUrl).get<{ title: string }[]>('/v1/public/menuItems')).body.map((d) => d.title);
      expect(await read()).not.toContain('Trade in');
      await client(s.url).post('/v1/menuItems/createMenu', { title: 'Trade in', linkPath: '/trade-in' }, token);
      const saved = Date.now();
      while (!(await read()).includes('Trade in') && Date.now() - saved < 1000)
        await new Promise((r) => setTimeout(r, 20));
      expect(await read()).toContain('Trade in');
    } finally {
      await other.close();
      await database.close();
    }
  });
});
