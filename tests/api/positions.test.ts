import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentDocument } from '../../contract/content/index.ts';
import { vehicles } from '../../server/db/schema.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { client } from './helpers/client.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { syncNow } from './helpers/sync.ts';
import { nth } from '../support/nth.ts';

/**
 * `position` is kept by the server and changed only by POST /v1/content/{collection}/order: an edit that sends
 * another one is refused naming that route (it used to answer "Success!" and keep the old place); the item's own
 * position, as a whole record sent back has it, passes.
 */
let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;
type Doc = ContentDocument & Record<string, unknown>;
type Failure = { message: string; errors?: Record<string, string> };

const call = <T = Doc>(method: string, url: string, body?: unknown) => api.call<T>(method, url, { token, body });
const order = async (url: string) => (await call<Doc[]>('GET', url)).body.map((d) => [d._id, d.position]);

beforeAll(async () => {
  s = await startServer({ DMS_SANDBOX_VEHICLES: '12' });
  token = (await firstAdmin(s)).token;
  api = client(s.url);
});
afterAll(() => s.close());

describe('carousel: PUT /carousel/{id}', () => {
  let first: Doc;
  let second: Doc;
  beforeAll(async () => {
    first = (await call('POST', '/v1/carousel', { title: 'SUVs' })).body;
    second = (await call('POST', '/v1/carousel', { title: 'Vans' })).body;
  });

  it('PUT carousel with a new position is refused naming the order route; the whole record as read (its own position) saves', async () => {
    const before = await order('/v1/carousel');
    const res = await call<Failure>('PUT', `/v1/carousel/${second._id}`, { ...second, position: 0 });
    expect(res.status).toBe(400);
    const message =
      'Position is not changed by an edit: save the new order with POST /v1/content/carousel/order (this category card is at position 1)';
    expect(res.body).toMatchObject({ message, errors: { position: message } });
    expect(await order('/v1/carousel')).toEqual(before);
    // react-admin's PUT of a whole record sends the position it read back.
    const same = await call('PUT', `/v1/carousel/${first._id}`, { ...first, title: 'Big SUVs' });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body).toMatchObject({ title: 'Big SUVs', position: 0, message: 'Success!' });
    first = same.body;
  });

  it("after a reorder, the position read before it is refused with the item's position now", async () => {
    const moved = await call('POST', '/v1/content/carousel/order', { ids: [second._id, first._id] });
    expect(moved.status).toBe(200);
    const stale = await call<Failure>('PUT', `/v1/carousel/${first._id}`, { ...first, title: 'Huge SUVs' });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toMatch(/POST \/v1\/content\/carousel\/order \(this category card is at position 1\)$/);
    // Without a position (or with the current one) the edit goes through.
    const { position: _, ...rest } = first;
    expect((await call('PUT', `/v1/carousel/${first._id}`, { ...rest, title: 'Huge SUVs' })).status).toBe(200);
  });
});

describe('RDS list: PATCH /rds-list/{id}', () => {
  it('PATCH rds-list with a new position is refused naming the order route; its own position passes', async () => {
    await syncNow(s, token);
    const cars = await s.ctx.database.db.select({ stockid: vehicles.stockid }).from(vehicles).limit(2);
    const a = (await call('POST', '/v1/rds-list', { stockId: nth(cars, 0).stockid, zone: 'SOUTH' })).body;
    const b = (await call('POST', '/v1/rds-list', { stockId: nth(cars, 1).stockid, zone: 'SOUTH' })).body;
    const res = await call<Failure>('PATCH', `/v1/rds-list/${a._id}`, { position: 5, version: a.version });
    expect(res.status).toBe(400);
    expect(res.body.errors?.position).toMatch(
      /^Position is not changed by an edit: save the new order with POST \/v1\/content\/rdsList\/order/,
    );
    expect(await order('/v1/rds-list')).toEqual([
      [a._id, 0],
      [b._id, 1],
    ]);
    const same = await call('PATCH', `/v1/rds-list/${b._id}`, { zone: 'PACIFIC', position: 1, version: b.version });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
  });
});

describe('a list without an order', () => {
  it('a partner edit with a position says the list has no order to change', async () => {
    const partner = {
      name: 'Acme Rides',
      promoCode: 'ACME10',
      promoLink: 'https://acme.example.com/offer',
      contactNumber: '5551234567',
      partnerSaleDiscount: 100,
      partnerRentDiscount: 50,
      rentWeeklyDiscount: '10%',
    };
    const made = (await call('POST', '/v1/promotion/partner', partner)).body;
    const res = await call<Failure>('PATCH', `/v1/promotion/partner/${made._id}`, {
      position: 3,
      version: made.version,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Partners have no order to change (this partner is at position 0)');
  });
});
