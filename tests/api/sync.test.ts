import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_STARTED_MESSAGE } from '../../contract/sync.ts';
import { client } from './helpers/client.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { inventorySnapshot, lastRun, setFaults, syncNow } from './helpers/sync.ts';
import { nth, firstOf } from '../support/nth.ts';

const VEHICLES = 300;
let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  s = await startServer({ DMS_SANDBOX_VEHICLES: String(VEHICLES), SYNC_PAGE_SIZE: '50', DMS_TIMEOUT_MS: '1000' });
  api = client(s.url);
  token = (await firstAdmin(s)).token;
});
afterEach(() => setFaults(s, null));
afterAll(() => s.close());

describe('sync', () => {
  it('needs a signed-in admin', async () => {
    expect((await api.put('/v1/vehicles')).status).toBe(401);
  });

  it('a full sync creates every vehicle of the feed', async () => {
    const { status, body, run } = await syncNow(s, token);
    expect(status).toBe(202);
    expect(body.message).toBe(SYNC_STARTED_MESSAGE);
    expect(run).toMatchObject({ status: 'succeeded', inserted: VEHICLES, updated: 0, marked: 0, fetched: VEHICLES });
    const [{ n }] = firstOf(await s.ctx.database.query<{ n: number }>('select count(*)::int as n from vehicles'), 1);
    expect(n).toBe(VEHICLES);
  });

  it('a second sync of unchanged data writes nothing', async () => {
    const before = await inventorySnapshot(s);
    const { run } = await syncNow(s, token);
    expect(run).toMatchObject({ status: 'succeeded', inserted: 0, updated: 0, marked: 0 });
    expect(await inventorySnapshot(s)).toEqual(before);
  });

  it('applies changed DMS data and keeps what admins own', async () => {
    const [victim] = firstOf(
      await s.ctx.database.query<{ stockid: string }>('select stockid from vehicles order by stockid limit 1'),
      1,
    );
    await s.ctx.database.query(
      `update vehicles set active = true, rim_size = '19"', feature_choices = '{"installedPossibleFeatures":[1]}', seo = '{"title":"Mine"}'`,
    );
    const before = await inventorySnapshot(s);
    await setFaults(s, { mutateSeed: 7 });
    const { run } = await syncNow(s, token);
    expect(run.status).toBe('succeeded');
    expect(run.updated).toBeGreaterThan(0);
    const after = await inventorySnapshot(s);
    const changed = after.filter(
      (row, i) => row.list_price !== nth(before, i).list_price || row.mileage !== nth(before, i).mileage,
    );
    expect(changed.length).toBe(run.updated);
    for (const row of after) {
      expect(row).toMatchObject({
        active: true,
        rim_size: '19"',
        feature_choices: { installedPossibleFeatures: [1] },
        seo: { title: 'Mine' },
      });
    }
    expect(after.find((r) => r.stockid === victim.stockid)).toBeTruthy();
    const [{ n }] = firstOf(await s.ctx.database.query<{ n: number }>('select count(*)::int as n from vehicles'), 1);
    expect(n).toBe(VEHICLES);
  });

  const failures: Array<[string, Parameters<typeof setFaults>[1], RegExp]> = [
    ['an HTTP 500 on page 3', { failPage: 3 }, /500/],
    ['a page that never answers', { timeoutPage: 2 }, /did not answer within/],
    ['truncated JSON', { truncatePage: 2 }, /unreadable answer/],
    ['an empty feed', { emptyFeed: true }, /empty/],
    ['a feed shortened below half of the last count', { shortenFeedTo: 100 }, /looks truncated/],
  ];
  for (const [what, faults, reason] of failures) {
    it(`${what} leaves the inventory exactly as before and records a failed run with its reason`, async () => {
      const before = await inventorySnapshot(s);
      await setFaults(s, faults);
      const { status, run } = await syncNow(s, token);
      expect(status).toBe(202);
      expect(run.status).toBe('failed');
      expect(run.error).toMatch(reason);
      expect(await inventorySnapshot(s)).toEqual(before);
      const [{ n }] = firstOf(
        await s.ctx.database.query<{ n: number }>('select count(*)::int as n from sync_staging'),
        1,
      );
      expect(n).toBe(0);
    });
  }

  it('a database error while storing the feed leaves the inventory exactly as before and records a failed run with its reason', async () => {
    const before = await inventorySnapshot(s);
    // Changed vehicles must be staged; the constraint makes every staged row fail, as a full disk would.
    await setFaults(s, { mutateSeed: 11 });
    await s.ctx.database.query('alter table sync_staging add constraint staging_refused check (false) not valid');
    try {
      const { run } = await syncNow(s, token);
      expect(run.status).toBe('failed');
      expect(run.error).toMatch(/staging_refused/);
      expect(await inventorySnapshot(s)).toEqual(before);
    } finally {
      await s.ctx.database.query('alter table sync_staging drop constraint staging_refused');
    }
    // The reader is ready for the next run.
    await setFaults(s, null);
    expect((await syncNow(s, token)).run.status).toBe('succeeded');
  });

  it('marks vehicles missing from a complete feed, and clears the mark when they come back', async () => {
    await setFaults(s, { shortenFeedTo: 250 });
    const { run } = await syncNow(s, token);
    expect(run).toMatchObject({ status: 'succeeded', marked: 50 });
    const marked = await s.ctx.database.query<{ mark_for_deletion: string }>(
      // to_char: drivers turn a date into a Date in local time; the text form is what the API shows.
      "select to_char(mark_for_deletion, 'YYYY-MM-DD') as mark_for_deletion from vehicles where mark_for_deletion is not null",
    );
    expect(marked).toHaveLength(50);
    expect(nth(marked, 0).mark_for_deletion).toBe(s.clock.now().toISOString().slice(0, 10));
    await setFaults(s, null);
    const back = await syncNow(s, token);
    expect(back.run).toMatchObject({ status: 'succeeded', updated: 50, marked: 0 });
    const [{ n }] = firstOf(
      await s.ctx.database.query<{ n: number }>(
        'select count(*)::int as n from vehicles where mark_for_deletion is not null',
      ),
      1,
    );
    expect(n).toBe(0);
  });

  it('runs one sync when two are started at once; the other start is refused', async () => {
    const before = (await lastRun(s)).id;
    const start = () => fetch(`${s.url}/v1/vehicles`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } });
    const [a, b] = await Promise.all([start(), start()]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    const refused = a.status === 409 ? a : b;
    expect(await refused.json()).toHaveProperty('message');
    await s.app.inventory.sync.idle();
    const [{ n }] = firstOf(
      await s.ctx.database.query<{ n: number }>('select count(*)::int as n from sync_runs where id > $1', [before]),
      1,
    );
    expect(n).toBe(1);
  });

  it('takes at most vehicleLimit vehicles and marks nothing then', async () => {
    expect((await api.get('/v1/syncLimit', token)).body).toEqual({ _id: 'synclimit', vehicleLimit: null });
    const bad = await api.post('/v1/syncLimit', { _id: 'synclimit', vehicleLimit: -3 }, token);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { vehicleLimit: expect.any(String) } });
    expect((await api.post('/v1/syncLimit', { _id: 'synclimit', vehicleLimit: 20 }, token)).body).toEqual({
      _id: 'synclimit',
      vehicleLimit: 20,
    });
    const { run } = await syncNow(s, token);
    expect(run).toMatchObject({ status: 'succeeded', fetched: 20, marked: 0 });
    await api.post('/v1/syncLimit', { vehicleLimit: null }, token);
  });

  it('reports counts and last-sync times', async () => {
    const r = await api.get<{ lastUpdated: Record<string, unknown>; totalResults: Record<string, number> }>(
      '/v1/sync/status',
      token,
    );
    expect(r.status).toBe(200);
    expect(r.body.totalResults).toEqual({
      VehiclesCount: VEHICLES,
      UpdatedCount: expect.any(Number),
      FeVehiclesCount: VEHICLES,
    });
    expect(r.body.lastUpdated).toMatchObject({
      isInProgress: false,
      lastRunAt: expect.any(String),
      lastFinishedAt: expect.any(String),
      nextRunAt: null,
    });
  });
});
