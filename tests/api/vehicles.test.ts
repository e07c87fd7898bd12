import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vehicle, VehicleListResponse } from '../../contract/vehicles.ts';
import { client } from './helpers/client.ts';
import type { TestServer } from './helpers/server.ts';
import { syncNow, startSynced } from './helpers/sync.ts';
import { nth, firstOf } from '../support/nth.ts';

const VEHICLES = 150;
let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;

const list = (qs = '') => api.get<VehicleListResponse>(`/v1/vehicles${qs ? `?${qs}` : ''}`, token);

beforeAll(async () => {
  ({ s, api, token } = await startSynced(VEHICLES));
});
afterAll(() => s.close());

describe('the vehicle list', () => {
  it('answers the first 20 by purchase date, newest first, with counts and last-sync information', async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(20);
    expect(r.body.total).toBe(VEHICLES);
    const dates = r.body.data.map((v) => v.purchaseDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(r.body.totalResults).toEqual({ VehiclesCount: VEHICLES, UpdatedCount: VEHICLES, FeVehiclesCount: 0 });
    expect(r.body.lastUpdated).toMatchObject({ isInProgress: false, lastFinishedAt: expect.any(String) });
    expect(r.body.data[0]).toMatchObject({
      _id: expect.any(String),
      stockid: expect.any(String),
      VIN: expect.any(String),
      active: false,
    });
  });

  it('pages from 0 without overlap', async () => {
    const a = await list('page=0&pageSize=50');
    const b = await list('page=1&pageSize=50');
    const ids = new Set(a.body.data.map((v) => v.stockid));
    expect(b.body.data.some((v) => ids.has(v.stockid))).toBe(false);
    expect(b.body.data).toHaveLength(50);
  });

  it('sorts by any listed column, both ways', async () => {
    const asc = await list('orderCol=listPrice&orderDirec=asc&pageSize=200');
    const prices = asc.body.data.map((v) => v.listPrice);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    const desc = await list('orderCol=make&orderDirec=desc&pageSize=200');
    const makes = desc.body.data.map((v) => v.make);
    expect(makes).toEqual([...makes].sort((x, y) => (x < y ? 1 : x > y ? -1 : 0)));
  });

  it('searches stock id, VIN, make, model and series, case-insensitively', async () => {
    const all = (await list('pageSize=200')).body.data;
    const target = nth(all, 7);
    for (const term of [
      target.stockid,
      target.VIN.slice(3, 11).toLowerCase(),
      target.make.toUpperCase(),
      target.model,
      target.series,
    ]) {
      const r = await list(`querySearch=${encodeURIComponent(term)}&pageSize=200`);
      expect(r.status).toBe(200);
      expect(
        r.body.data.map((v) => v.stockid),
        term,
      ).toContain(target.stockid);
      expect(r.body.total).toBe(r.body.data.length);
    }
    expect((await list('querySearch=%25_nothing_%25')).body.total).toBe(0);
  });

  it('refuses a reversed year or price range with 400 naming the field', async () => {
    const years = await list('yearFrom=2022&yearTo=2020');
    expect(years.status).toBe(400);
    expect(years.body).toMatchObject({ errors: { yearTo: 'Year to must not be before year from' } });
    const prices = await list('priceFrom=100&priceTo=10');
    expect(prices.status).toBe(400);
    expect(prices.body).toMatchObject({ errors: { priceTo: 'Price to must not be below price from' } });
    expect((await list('yearFrom=2020&yearTo=2020')).status).toBe(200);
  });

  it('filters by make, year range, price range, active, marked for deletion and categories', async () => {
    const all = (await list('pageSize=200')).body.data;
    const make = nth(all, 0).make;
    expect((await list(`make=${encodeURIComponent(make)}&pageSize=200`)).body.data.every((v) => v.make === make)).toBe(
      true,
    );
    const years = (await list('yearFrom=2019&yearTo=2021&pageSize=200')).body.data;
    expect(years.every((v) => v.carYear >= 2019 && v.carYear <= 2021)).toBe(true);
    const cheap = (await list('priceTo=15000&pageSize=200')).body.data;
    expect(cheap.every((v) => v.listPrice <= 15000)).toBe(true);
    expect((await list('active=true')).body.total).toBe(0);
    expect((await list('markedForDeletion=true')).body.total).toBe(0);
    const withCategory = all.find((v) => v.rideShareCategory)!;
    const rs = (await list(`rideShareCategory=${encodeURIComponent(withCategory.rideShareCategory!)}&pageSize=200`))
      .body.data;
    expect(rs.length).toBeGreaterThan(0);
    expect(rs.every((v) => v.rideShareCategory === withCategory.rideShareCategory)).toBe(true);
    const life = nth(all.find((v) => v.lifestyleCategory.length)!.lifestyleCategory, 0);
    expect(
      (await list(`lifestyleCategory=${encodeURIComponent(life)}&pageSize=200`)).body.data.every((v) =>
        v.lifestyleCategory.includes(life),
      ),
    ).toBe(true);
  });

  it('names every make of the inventory once, alphabetically, with its vehicle count, for the make filter', async () => {
    const r = await api.get<{ data: Array<{ make: string; count: number }> }>('/v1/vehicles/makes', token);
    expect(r.status).toBe(200);
    const names = r.body.data.map((m) => m.make);
    expect(names).toEqual([...new Set(names)].sort());
    expect(r.body.data.reduce((n, m) => n + m.count, 0)).toBe(VEHICLES);
    const [first] = firstOf(r.body.data, 1);
    expect((await list(`make=${encodeURIComponent(first.make)}`)).body.total).toBe(first.count);
    expect((await api.get('/v1/vehicles/makes')).status).toBe(401);
  });

  it('refuses unknown columns, page sizes and parameters with 400 and field errors', async () => {
    for (const [qs, field] of [
      ['orderCol=password', 'orderCol'],
      ['pageSize=30', 'pageSize'],
      ['page=-1', 'page'],
      ['bogus=1', 'bogus'],
    ] as const) {
      const r = await list(qs);
      expect(r.status, qs).toBe(400);
      expect(Object.keys((r.body as unknown as { errors: Record<string, string> }).errors)).toContain(field);
    }
  });

  it('lists pictures ordered by the trailing number of their file names', async () => {
    const v = (await list()).body.data.find((x) => x.picturesUrl.length > 2)!;
    const numbers = v.picturesUrl.map((p) => Number(/-(\d+)\.\w+$/.exec(p.name)![1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it("with slim=true (the console's) carries each row's first picture and how many it has, the rest as in the full list", async () => {
    const full = (await list('pageSize=50')).body.data;
    const slim = await list('pageSize=50&slim=true');
    expect(slim.status).toBe(200);
    expect(slim.body.data.map((v) => v.stockid)).toEqual(full.map((v) => v.stockid));
    expect(full.some((v) => v.picturesUrl.length > 1)).toBe(true);
    slim.body.data.forEach((row, i) => {
      const { picturesUrl, ...rest } = nth(full, i);
      expect(row).toEqual({ ...rest, picturesUrl: picturesUrl.slice(0, 1), pictureCount: picturesUrl.length });
    });
    // A client that follows the spec keeps today's rows: every picture, no count.
    expect(full.every((v) => !('pictureCount' in v))).toBe(true);
  });
});

describe('one vehicle', () => {
  let v: Vehicle;
  beforeAll(async () => {
    const id = nth((await list()).body.data, 3).stockid;
    v = (await api.get<Vehicle>(`/v1/vehicles/${id}`, token)).body;
  });

  it('is found by stock id with its features and version', () => {
    expect(v.features).toHaveProperty('possibleFeatures');
    expect(v.features.installedPossibleFeatures).toEqual([]);
    expect(v.version).toBeGreaterThan(0);
  });

  it('answers 404 with a message for an unknown stock id', async () => {
    const r = await api.get('/v1/vehicles/NO-SUCH', token);
    expect(r.status).toBe(404);
    expect(r.body.message).toMatch(/NO-SUCH/);
  });

  it('saves admin-owned fields from the whole vehicle and ignores DMS-owned ones', async () => {
    const r = await api.put<Vehicle>(
      `/v1/vehicles/${v.stockid}`,
      {
        ...v,
        make: 'Hacked',
        listPrice: 1,
        active: true,
        rimSize: '18"',
        seo: { ...v.seo, title: 'Clean one-owner sedan' },
        seoTags: { h1: 'Big title' },
      },
      token,
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      make: v.make,
      listPrice: v.listPrice,
      active: true,
      rimSize: '18"',
      seo: { title: 'Clean one-owner sedan' },
      seoTags: { h1: 'Big title' },
    });
    expect(r.body.version).toBe(v.version + 1);
    const seo = await api.get(`/v1/vehicles/vehiclesSeo/${v.stockid}`, token);
    expect(seo.body).toMatchObject({
      stockid: v.stockid,
      seo: { title: 'Clean one-owner sedan' },
      seoTags: { h1: 'Big title' },
    });
    expect((await list('active=true')).body.totalResults.FeVehiclesCount).toBe(1);
    v = r.body;
  });

  it('refuses a stale version with 412 and changes nothing', async () => {
    const r = await api.put(`/v1/vehicles/${v.stockid}`, { version: v.version - 1, rimSize: '22"' }, token);
    expect(r.status).toBe(412);
    expect(String(r.body.message)).toMatch(/changed by someone else/);
    expect((await api.get<Vehicle>(`/v1/vehicles/${v.stockid}`, token)).body.rimSize).toBe(v.rimSize);
  });

  it("keeps the version when a save changes nothing, so another tab's save still goes through", async () => {
    const same = await api.put<Vehicle>(`/v1/vehicles/${v.stockid}`, { ...v }, token);
    expect(same.status).toBe(200);
    expect(same.body).toEqual(v);
    const other = await api.put<Vehicle>(
      `/v1/vehicles/${v.stockid}`,
      { version: v.version, seoTags: { h3: 'Third title' } },
      token,
    );
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ seoTags: { h3: 'Third title' }, version: v.version + 1 });
    v = other.body;
    // A stale version is still refused when it would change nothing.
    expect((await api.put(`/v1/vehicles/${v.stockid}`, { version: v.version - 1 }, token)).status).toBe(412);
  });

  it('enforces the SEO limits on the server: title 60, keywords 255, description 170, H1-H3 80', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ seo: { title: 'x'.repeat(61) } }, 'seo.title'],
      [{ seo: { keywords: 'x'.repeat(256) } }, 'seo.keywords'],
      [{ seo: { description: 'x'.repeat(171) } }, 'seo.description'],
      [{ seoTags: { h2: 'x'.repeat(81) } }, 'seoTags.h2'],
    ];
    for (const [body, field] of cases) {
      const r = await api.put(`/v1/vehicles/${v.stockid}`, { version: v.version, ...body }, token);
      expect(r.status, field).toBe(400);
      expect((r.body as unknown as { errors: Record<string, string> }).errors[field]).toMatch(/At most/);
    }
    const ok = await api.put<Vehicle>(
      `/v1/vehicles/${v.stockid}`,
      { version: v.version, seo: { title: 'x'.repeat(60) } },
      token,
    );
    expect(ok.status).toBe(200);
    v = ok.body;
  });

  it('keeps admin edits through a sync', async () => {
    await syncNow(s, token);
    const after = (await api.get<Vehicle>(`/v1/vehicles/${v.stockid}`, token)).body;
    expect(after).toMatchObject({ active: true, rimSize: '18"', seo: { title: 'x'.repeat(60) } });
  });
});

describe('bulk show and hide', () => {
  it('shows or hides many vehicles in one request and counts them', async () => {
    const ids = (await list('orderCol=stockid&orderDirec=asc')).body.data.slice(0, 3).map((v) => v.stockid);
    const shown = await api.put('/v1/vehicles/bulk-active', { ids, active: true }, token);
    expect(shown.status).toBe(200);
    expect(shown.body.updated).toBeGreaterThan(0);
    expect((await list('active=true&pageSize=200')).body.data.map((v) => v.stockid)).toEqual(
      expect.arrayContaining(ids),
    );
    const hidden = await api.put('/v1/vehicles/bulk-active', { ids, active: false }, token);
    expect(hidden.body).toMatchObject({ updated: 3, message: '3 vehicles hidden from the front end' });
    expect((await api.put('/v1/vehicles/bulk-active', { ids: [], active: true }, token)).status).toBe(400);
  });

  it('answers 404 naming stock ids that are not in the inventory, and changes nothing', async () => {
    const [known] = firstOf((await list('orderCol=stockid&orderDirec=asc&active=false')).body.data, 1);
    const r = await api.put('/v1/vehicles/bulk-active', { ids: [known.stockid, 'NOPE1'], active: true }, token);
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ message: 'No vehicle with stock id NOPE1', errors: {} });
    expect((await api.get<Vehicle>(`/v1/vehicles/${known.stockid}`, token)).body.active).toBe(false);
    const two = await api.put('/v1/vehicles/bulk-active', { ids: ['NOPE1', 'NOPE2'], active: true }, token);
    expect(two.body).toEqual({ message: 'No vehicles with stock ids NOPE1, NOPE2', errors: {} });
  });
});

describe('the counts above the list after a save', () => {
  const truth = async (where = '') =>
    nth(await s.app.ctx.database.query<{ n: number }>(`select count(*)::int as n from vehicles ${where}`), 0).n;
  const shownOnFe = async () => (await list()).body.totalResults.FeVehiclesCount;

  it('follow a toggle and a bulk hide at once, and the other counts stay as they are', async () => {
    // Every count asked once first, so the answers below come from the counts kept since.
    const before = {
      all: (await list()).body.total,
      shown: await shownOnFe(),
      hidden: (await list('active=false')).body.total,
    };
    const onFe = (await list('active=true')).body.total;
    const hidden = (await list('active=false&orderCol=stockid&orderDirec=asc')).body.data.slice(0, 3);

    const one = nth(hidden, 0);
    const r = await api.put<Vehicle>(`/v1/vehicles/${one.stockid}`, { version: one.version, active: true }, token);
    expect(r.status).toBe(200);
    expect(await shownOnFe()).toBe(before.shown + 1);
    expect((await list('active=true')).body.total).toBe(onFe + 1);
    expect((await list('active=false')).body.total).toBe(before.hidden - 1);

    await api.put('/v1/vehicles/bulk-active', { ids: hidden.map((v) => v.stockid), active: true }, token);
    expect(await shownOnFe()).toBe(before.shown + 3);
    await api.put('/v1/vehicles/bulk-active', { ids: hidden.slice(1).map((v) => v.stockid), active: false }, token);
    expect(await shownOnFe()).toBe(before.shown + 1);

    // A save that leaves Show on FE alone moves nothing.
    const saved = (await api.get<Vehicle>(`/v1/vehicles/${one.stockid}`, token)).body;
    expect(
      (await api.put(`/v1/vehicles/${one.stockid}`, { version: saved.version, active: true, rimSize: '17"' }, token))
        .status,
    ).toBe(200);

    const after = await list();
    expect(after.body.total).toBe(before.all);
    expect(after.body.totalResults).toMatchObject({
      VehiclesCount: await truth(),
      FeVehiclesCount: await truth('where active'),
    });
    expect((await list('active=false')).body.total).toBe(await truth('where not active'));
  });

  it('a category change drops the counts filtered by that category', async () => {
    const v = nth((await list('orderCol=stockid&orderDirec=asc')).body.data, 10);
    const before = (await list('rideShareCategory=UBER%20XL')).body.total;
    const r = await api.put(
      `/v1/vehicles/${v.stockid}`,
      { version: v.version, rideShareCategory: v.rideShareCategory === 'UBER XL' ? 'UBER BLACK' : 'UBER XL' },
      token,
    );
    expect(r.status).toBe(200);
    const expected = await truth(`where coalesce(ride_share_override, ride_share_category) = 'UBER XL'`);
    expect(expected).not.toBe(before);
    expect((await list('rideShareCategory=UBER%20XL')).body.total).toBe(expected);
  });

  it('a count that was being taken when a save was reported is not kept', async () => {
    const where = { key: 'shown', sql: 'where active', params: [], edited: ['active'] as const };
    const counting = s.app.vehicleCounts.total(where);
    // The save is reported while that count is on its way, so it may hold the number from before the save.
    s.app.vehicleCounts.vehiclesEdited({ filters: ['active'], shownDelta: 0 });
    await counting;
    await s.app.ctx.database.query(
      'update vehicles set active = not active where stockid = (select min(stockid) from vehicles)',
    );
    expect(await s.app.vehicleCounts.total(where)).toBe(await truth('where active'));
  });

  it('a list whose count is being taken when a sync event drops the kept counts still answers', async () => {
    const where = { key: 'k', sql: 'where car_year >= 2000', params: [], edited: [] };
    const counting = s.app.vehicleCounts.total(where);
    s.app.vehicleCounts.invalidate();
    await expect(counting).resolves.toBe(await truth('where car_year >= 2000'));
  });
});
