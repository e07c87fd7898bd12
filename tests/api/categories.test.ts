import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_DOCUMENT, VERSION_REQUIRED, type ContentDocument } from '../../contract/content/index.ts';
import type { CategoryCounts } from '../../contract/content/categoryCounts.ts';
import type { VehicleListResponse } from '../../contract/vehicles.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { client } from './helpers/client.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { syncNow } from './helpers/sync.ts';
import { nth } from '../support/nth.ts';

let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;
type Doc = ContentDocument & {
  status?: string;
  message?: string;
  category?: string;
  description?: string;
  highestCategory?: boolean;
};
type Failure = { message: string; errors?: Record<string, string> };

const call = <T = Doc>(method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
  api.call<T>(method, url, { token, body, headers });

beforeAll(async () => {
  s = await startServer();
  token = (await firstAdmin(s)).token;
  api = client(s.url);
});
afterAll(() => s.close());

describe('categories: sign-in', () => {
  it('refuses every category call without a session', async () => {
    for (const [method, url] of [
      ['GET', '/v1/category/UBER%20X'],
      ['GET', '/v1/category/getDesc/UBER%20X'],
      ['POST', '/v1/category/addCategory'],
      ['DELETE', '/v1/category/uber-x'],
      ['GET', '/v1/lifeStyle/Spacious'],
      ['GET', '/v1/lifeStyle/getDesc/Spacious'],
      ['POST', '/v1/lifeStyle/addlifeStyleCategory'],
      ['POST', '/v1/lifeStyle/updatelifeStyleCategory'],
      ['DELETE', '/v1/lifeStyle/x'],
      ['GET', '/v1/category-counts'],
    ] as const) {
      const res = await api.call(method, url, { body: method === 'POST' ? {} : undefined });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });
});

describe('categories: OpenAPI', () => {
  it('documents every category call', async () => {
    const doc = (await api.get<{ paths: Record<string, unknown> }>('/v1/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/category/{name}',
        '/v1/category/getDesc/{name}',
        '/v1/category/addCategory',
        '/v1/category/{id}',
        '/v1/lifeStyle/{name}',
        '/v1/lifeStyle/getDesc/{name}',
        '/v1/lifeStyle/addlifeStyleCategory',
        '/v1/lifeStyle/updatelifeStyleCategory',
        '/v1/lifeStyle/{id}',
        '/v1/category-counts',
        '/v1/public/rideshare-categories',
        '/v1/public/lifestyle-categories',
      ]),
    );
  });
});

describe('rideshare category descriptions', () => {
  let black: Doc;

  it('reads a category never saved as an empty description with version 0 (URL-encoded name)', async () => {
    const res = await call('GET', '/v1/category/UBER%20BLACK');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      category: 'UBER BLACK',
      description: '',
      highestCategory: false,
      version: 0,
      _id: 'uber-black',
    });
    const desc = await call('GET', '/v1/category/getDesc/UBER%20BLACK');
    expect(desc.body).toEqual({ category: 'UBER BLACK', description: null, highestCategory: false });
  });

  it('addCategory (body categoryData) creates the description of its category', async () => {
    const res = await call('POST', '/v1/category/addCategory', {
      categoryData: {
        category: 'UBER BLACK',
        description: 'Premium rides in black luxury sedans.',
        highestCategory: false,
        version: 0,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'success',
      message: 'Data added successfully',
      category: 'UBER BLACK',
      description: 'Premium rides in black luxury sedans.',
      version: 1,
      _id: 'uber-black',
    });
    black = res.body;
    expect((await call('GET', '/v1/category/getDesc/UBER%20BLACK')).body).toEqual({
      category: 'UBER BLACK',
      description: 'Premium rides in black luxury sedans.',
      highestCategory: false,
    });
    expect((await call('GET', '/v1/category/UBER%20BLACK')).body).toMatchObject({
      version: 1,
      description: 'Premium rides in black luxury sedans.',
    });
  });

  it('addCategory with the version updates it; a stale version gets 412 and changes nothing', async () => {
    const res = await call('POST', '/v1/category/addCategory', {
      categoryData: {
        category: 'UBER BLACK',
        description: 'Black cars, leather inside.',
        highestCategory: true,
        version: black.version,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      message: 'Success!',
      version: 2,
      highestCategory: true,
      description: 'Black cars, leather inside.',
    });
    const stale = await call<Failure>('POST', '/v1/category/addCategory', {
      categoryData: { category: 'UBER BLACK', description: 'Overwritten?', version: black.version },
    });
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe(STALE_DOCUMENT);
    // A second "first save" of a category someone already created is stale too.
    const again = await call<Failure>('POST', '/v1/category/addCategory', {
      categoryData: { category: 'UBER BLACK', description: 'Me first', version: 0 },
    });
    expect(again.status).toBe(412);
    const missing = await call<Failure>('POST', '/v1/category/addCategory', {
      categoryData: { category: 'UBER BLACK', description: 'No version' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(VERSION_REQUIRED);
    black = (await call('GET', '/v1/category/UBER%20BLACK')).body;
    expect(black).toMatchObject({ version: 2, description: 'Black cars, leather inside.' });
  });

  it('a missing or blank description is refused with its message and nothing is saved', async () => {
    for (const categoryData of [
      { category: 'UBER X', version: 0 },
      { category: 'UBER X', description: '   ', version: 0 },
    ]) {
      const res = await call<Failure>('POST', '/v1/category/addCategory', { categoryData });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Description is required',
        errors: { description: 'Description is required' },
      });
    }
    const blankUpdate = await call<Failure>('POST', '/v1/category/addCategory', {
      categoryData: { category: 'UBER BLACK', description: '', version: black.version },
    });
    expect(blankUpdate.status).toBe(400);
    expect(blankUpdate.body.errors?.description).toBe('Description is required');
    expect((await call('GET', '/v1/category/UBER%20X')).body.version).toBe(0);
    expect((await call('GET', '/v1/category/UBER%20BLACK')).body).toMatchObject({
      version: 2,
      description: 'Black cars, leather inside.',
    });
  });

  it('an unknown category name is a 400 naming it, in the path and in the body', async () => {
    for (const url of ['/v1/category/UBER%20POOL', '/v1/category/getDesc/UBER%20POOL']) {
      const res = await call<Failure>('GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBe('UBER POOL is not a rideshare category');
    }
    const post = await call<Failure>('POST', '/v1/category/addCategory', {
      categoryData: { category: 'UBER POOL', description: 'Shared rides', version: 0 },
    });
    expect(post.status).toBe(400);
    expect(post.body).toMatchObject({
      message: 'UBER POOL is not a rideshare category',
      errors: { category: 'UBER POOL is not a rideshare category' },
    });
    // A lifestyle name is no rideshare name.
    expect((await call<Failure>('GET', '/v1/category/Spacious')).body.message).toBe(
      'Spacious is not a rideshare category',
    );
  });

  it('only one category is the highest: a second is refused, naming the first', async () => {
    const res = await call<Failure>('POST', '/v1/category/addCategory', {
      categoryData: { category: 'UBER SUV', description: 'Seven seats, black SUV.', highestCategory: true, version: 0 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.highestCategory).toBe('UBER BLACK is already the highest category: unmark it first');
    expect((await call('GET', '/v1/category/UBER%20SUV')).body.version).toBe(0);
  });

  it('a description added through the simple-rest protocol is the same one the spec calls read and write', async () => {
    const created = await call('POST', '/v1/rideshare-categories', {
      category: 'UBER XL',
      description: 'Seats for seven.',
    });
    expect(created.status).toBe(201);
    const dup = await call<Failure>('POST', '/v1/rideshare-categories', { category: 'UBER XL', description: 'Again' });
    expect(dup.status).toBe(400);
    expect(dup.body.errors?.category).toBe('Data already exists with category - UBER XL');
    expect((await call('GET', '/v1/category/UBER%20XL')).body).toMatchObject({
      _id: created.body._id,
      version: 1,
      description: 'Seats for seven.',
    });
    const res = await call('POST', '/v1/category/addCategory', {
      categoryData: { category: 'UBER XL', description: 'Seats for seven, and luggage.', version: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: created.body._id, version: 2 });
    expect((await call('DELETE', `/v1/category/${created.body._id}`)).status).toBe(200);
  });

  it('the category cannot be changed on an existing description', async () => {
    const res = await call<Failure>('PUT', '/v1/rideshare-categories/uber-black', { ...black, category: 'UBER X' });
    expect(res.status).toBe(400);
    expect(res.body.errors?.category).toBe('Category cannot be changed after it is created');
  });

  it('keeps revisions of each save', async () => {
    const res = await call<{ data: { version: number; op: string }[] }>(
      'GET',
      '/v1/content/rideshareCategories/uber-black/revisions',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.op)).toEqual(['update', 'create']);
  });

  it('the public API lists the descriptions with an ETag (304 when unchanged)', async () => {
    const res = await api.get<Record<string, unknown>[]>('/v1/public/rideshare-categories');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { _id: 'uber-black', category: 'UBER BLACK', description: 'Black cars, leather inside.', highestCategory: true },
    ]);
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${s.url}/v1/public/rideshare-categories`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('DELETE /category/{id} deletes it (a stale If-Match is refused), then the category reads empty again', async () => {
    const stale = await call<Failure>('DELETE', '/v1/category/uber-black', undefined, { 'If-Match': '"1"' });
    expect(stale.status).toBe(412);
    const res = await call('DELETE', '/v1/category/uber-black', undefined, { 'If-Match': `"${black.version}"` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'deleted', message: 'Data deleted successfully', category: 'UBER BLACK' });
    expect((await call('GET', '/v1/category/UBER%20BLACK')).body).toMatchObject({ version: 0, description: '' });
    expect((await api.get('/v1/public/rideshare-categories')).body).toEqual([]);
    // Saving the version one had open before the delete is stale, not a silent re-creation.
    const late = await call<Failure>('POST', '/v1/category/addCategory', {
      categoryData: { category: 'UBER BLACK', description: 'Back?', version: 2 },
    });
    expect(late.status).toBe(412);
  });
});

describe('lifestyle descriptions', () => {
  let first: Doc;

  it('adds with POST /lifeStyle/addlifeStyleCategory and lists by URL-encoded name', async () => {
    const res = await call('POST', '/v1/lifeStyle/addlifeStyleCategory', {
      category: 'Petite & Powerful',
      description: 'Small outside, quick off the line.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'success',
      message: 'Data added successfully',
      category: 'Petite & Powerful',
      version: 1,
    });
    first = res.body;
    await call('POST', '/v1/lifeStyle/addlifeStyleCategory', {
      category: 'Petite & Powerful',
      description: 'Easy to park anywhere.',
    });
    await call('POST', '/v1/lifeStyle/addlifeStyleCategory', {
      category: "Commuter's Benefit",
      description: 'Low running costs.',
    });
    const list = await call<Doc[]>('GET', '/v1/lifeStyle/Petite%20%26%20Powerful');
    expect(list.status).toBe(200);
    expect(list.body.map((d) => d.description)).toEqual([
      'Small outside, quick off the line.',
      'Easy to park anywhere.',
    ]);
    const desc = await call<{ category: string; descriptions: { description: string }[] }>(
      'GET',
      '/v1/lifeStyle/getDesc/Commuter%27s%20Benefit',
    );
    expect(desc.body).toMatchObject({
      category: "Commuter's Benefit",
      descriptions: [{ description: 'Low running costs.' }],
    });
    expect((await call<Doc[]>('GET', '/v1/lifeStyle/Spacious')).body).toEqual([]);
  });

  it('a missing description is refused and nothing is saved; an unknown category is a 400 naming it', async () => {
    const res = await call<Failure>('POST', '/v1/lifeStyle/addlifeStyleCategory', {
      category: 'Spacious',
      description: '',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Description is required',
      errors: { description: 'Description is required' },
    });
    const unknown = await call<Failure>('POST', '/v1/lifeStyle/addlifeStyleCategory', {
      category: 'Off Road',
      description: 'Mud',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.category).toBe('Off Road is not a lifestyle category');
    for (const url of ['/v1/lifeStyle/Off%20Road', '/v1/lifeStyle/getDesc/Off%20Road']) {
      const get = await call<Failure>('GET', url);
      expect(get.status, url).toBe(400);
      expect(get.body.message).toBe('Off Road is not a lifestyle category');
    }
    expect((await call<Doc[]>('GET', '/v1/lifeStyle/Spacious')).body).toEqual([]);
  });

  it('updates with POST /lifeStyle/updatelifeStyleCategory (_id, version); stale 412; category fixed', async () => {
    const res = await call('POST', '/v1/lifeStyle/updatelifeStyleCategory', {
      _id: first._id,
      version: first.version,
      description: 'Small, quick, fun.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      message: 'Success!',
      version: 2,
      category: 'Petite & Powerful',
      description: 'Small, quick, fun.',
    });
    const stale = await call<Failure>('POST', '/v1/lifeStyle/updatelifeStyleCategory', {
      _id: first._id,
      version: first.version,
      description: 'Late edit',
    });
    expect(stale.status).toBe(412);
    const moved = await call<Failure>('POST', '/v1/lifeStyle/updatelifeStyleCategory', {
      _id: first._id,
      version: 2,
      category: 'Spacious',
      description: 'Small, quick, fun.',
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors?.category).toBe('Category cannot be changed after it is created');
    const blank = await call<Failure>('POST', '/v1/lifeStyle/updatelifeStyleCategory', {
      _id: first._id,
      version: 2,
      description: ' ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Description is required');
    first = res.body;
  });

  it('the public API lists them in order, with an ETag', async () => {
    const res = await api.get<{ category: string; description: string }[]>('/v1/public/lifestyle-categories');
    expect(res.status).toBe(200);
    expect(res.body.map((d) => [d.category, d.description])).toEqual([
      ['Petite & Powerful', 'Small, quick, fun.'],
      ['Petite & Powerful', 'Easy to park anywhere.'],
      ["Commuter's Benefit", 'Low running costs.'],
    ]);
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('deletes with DELETE /lifeStyle/{id}; a stale version (body or If-Match) is refused', async () => {
    const stale = await call<Failure>('DELETE', `/v1/lifeStyle/${first._id}`, { version: 1 });
    expect(stale.status).toBe(412);
    const res = await call('DELETE', `/v1/lifeStyle/${first._id}`, { version: first.version });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'deleted', message: 'Data deleted successfully' });
    expect((await call<Doc[]>('GET', '/v1/lifeStyle/Petite%20%26%20Powerful')).body.map((d) => d.description)).toEqual([
      'Easy to park anywhere.',
    ]);
  });
});

describe('category counts', () => {
  const counts = async () => (await call<CategoryCounts>('GET', '/v1/category-counts')).body;
  const listTotal = async (query: string) =>
    (await call<VehicleListResponse>('GET', `/v1/vehicles?${query}`)).body.total;

  it('are all zero with an empty inventory, every category listed in the spec order', async () => {
    const c = await counts();
    expect(c.rideshare.map((x) => x.category)).toEqual(['UBER BLACK', 'UBER COMFORT', 'UBER SUV', 'UBER X', 'UBER XL']);
    expect(c.lifestyle).toHaveLength(11);
    expect([...c.rideshare, ...c.lifestyle].every((x) => x.total === 0 && x.shown === 0)).toBe(true);
  });

  it('after a sync, match the cars list filtered by each category; Show on FE, an override and a deletion mark move them', async () => {
    expect((await syncNow(s, token)).run.status).toBe('succeeded');
    const c = await counts();
    for (const x of c.rideshare)
      expect(x.total, x.category).toBe(await listTotal(`rideShareCategory=${encodeURIComponent(x.category)}`));
    for (const x of c.lifestyle)
      expect(x.total, x.category).toBe(await listTotal(`lifestyleCategory=${encodeURIComponent(x.category)}`));
    expect(c.rideshare.reduce((n, x) => n + x.total, 0)).toBeGreaterThan(0);

    // Show two vehicles of the first non-empty rideshare category on the front end.
    const busy = c.rideshare.find((x) => x.total >= 2)!;
    const page = (
      await call<VehicleListResponse>('GET', `/v1/vehicles?rideShareCategory=${encodeURIComponent(busy.category)}`)
    ).body.data;
    const shownBefore = busy.shown;
    expect(
      (
        await call('PUT', '/v1/vehicles/bulk-active', {
          ids: [nth(page, 0).stockid, nth(page, 1).stockid],
          active: true,
        })
      ).status,
    ).toBe(200);
    const after = await counts();
    const now = after.rideshare.find((x) => x.category === busy.category)!;
    expect(now).toMatchObject({ total: busy.total, shown: shownBefore + 2 });
    expect(now.shown).toBe(
      await listTotal(`rideShareCategory=${encodeURIComponent(busy.category)}&active=true&markedForDeletion=false`),
    );

    // An admin's override moves a vehicle to another category.
    const target = after.rideshare.find((x) => x.category !== busy.category)!;
    const vehicle = nth(page, 0);
    expect(
      (
        await call('PUT', `/v1/vehicles/${vehicle.stockid}`, {
          version: vehicle.version + 1,
          rideShareCategory: target.category,
        })
      ).status,
    ).toBe(200);
    const moved = await counts();
    expect(moved.rideshare.find((x) => x.category === busy.category)).toMatchObject({
      total: busy.total - 1,
      shown: shownBefore + 1,
    });
    expect(moved.rideshare.find((x) => x.category === target.category)).toMatchObject({
      total: target.total + 1,
      shown: target.shown + 1,
    });

    // A vehicle marked for deletion (the DMS dropped it) stays in the inventory but the public site no longer shows it.
    await s.ctx.database.query(`update vehicles set mark_for_deletion = '2026-11-30' where stockid = $1`, [
      nth(page, 1).stockid,
    ]);
    expect((await counts()).rideshare.find((x) => x.category === busy.category)).toMatchObject({
      total: busy.total - 1,
      shown: shownBefore,
    });
  });
});
