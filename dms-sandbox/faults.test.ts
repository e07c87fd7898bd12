// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DMS_SANDBOX_NO_FAULTS,
  dmsError,
  dmsSandboxFaults,
  type DmsFeedPage,
  type DmsSandboxFaultsPatch,
  type DmsVehicle,
} from '../contract/dms.ts';
import { startSandbox, type RunningSandbox } from './testing.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  // Records kept, as the standalone service keeps them: a mutation must still change what the feed answers.
  sandbox = await startSandbox({ vehicles: 95, keepRecords: true });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  expect((await sandbox.call('/__faults', { method: 'DELETE' })).status).toBe(200);
});

async function setFaults(patch: DmsSandboxFaultsPatch) {
  const res = await sandbox.post('/__faults', patch);
  expect(res.status).toBe(200);
  return dmsSandboxFaults.parse(await res.json());
}

const pagePath = (n: number) => `/Inventory/Vehicles?page=${n}&pageSize=20`;

async function readAll(): Promise<DmsVehicle[]> {
  const all: DmsVehicle[] = [];
  for (let n = 1; ; n++) {
    const page = await sandbox.json<DmsFeedPage>(pagePath(n));
    all.push(...page.vehicles);
    if (n >= page.totalPages) return all;
  }
}

describe('fault switches', () => {
  it('adds latency to DMS answers', async () => {
    await setFaults({ latencyMs: 300 });
    const started = performance.now();
    expect((await sandbox.call('/Inventory/RSDZoneCount')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('answers HTTP 500 with a msg on the chosen page only', async () => {
    await setFaults({ failPage: 3 });
    expect((await sandbox.call(pagePath(2))).status).toBe(200);
    const res = await sandbox.call(pagePath(3));
    expect(res.status).toBe(500);
    expect(dmsError.parse(await res.json()).msg).toMatch(/page 3/);
    expect((await sandbox.call(pagePath(3))).status).toBe(500);
  });

  it('fails the page only failPageTimes times, so retries can succeed', async () => {
    await setFaults({ failPage: 2, failPageTimes: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await sandbox.call(pagePath(2))).status);
    expect(statuses).toEqual([500, 500, 200]);
  });

  it('never answers the timeout page, while other pages answer', async () => {
    await setFaults({ timeoutPage: 2 });
    await expect(sandbox.call(pagePath(2), { signal: AbortSignal.timeout(400) })).rejects.toThrow(/abort|timeout/i);
    expect((await sandbox.call(pagePath(1))).status).toBe(200);
  });

  it('answers 200 with JSON cut in half on the truncate page', async () => {
    await setFaults({ truncatePage: 1 });
    const res = await sandbox.call(pagePath(1));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
    expect(text.startsWith('{"page":1')).toBe(true);
  });

  it('serves an empty feed', async () => {
    await setFaults({ emptyFeed: true });
    const page = await sandbox.json<DmsFeedPage>(pagePath(1));
    expect(page).toMatchObject({ total: 0, totalPages: 0, vehicles: [] });
  });

  it('serves a shortened but consistent feed', async () => {
    await setFaults({ shortenFeedTo: 30 });
    const all = await readAll();
    expect(all).toHaveLength(30);
    expect((await sandbox.json<DmsFeedPage>(pagePath(1))).total).toBe(30);
  });

  it('changes some vehicles’ price and mileage between two runs, and DELETE brings the original back', async () => {
    const before = await readAll();
    await setFaults({ mutateSeed: 1 });
    const after = await readAll();
    const changed = after.filter((v, i) => v.listPrice !== before[i]?.listPrice);
    expect(changed.length).toBeGreaterThan(2);
    expect(changed.length).toBeLessThan(before.length / 3);
    for (const v of changed) {
      const old = before.find((b) => b.stockid === v.stockid)!;
      expect(v.listPrice).toBeLessThan(old.listPrice);
      expect(v.mileage).toBeGreaterThan(old.mileage);
      expect({ ...v, listPrice: 0, mileage: 0, lifestyleCategory: [] }).toEqual({
        ...old,
        listPrice: 0,
        mileage: 0,
        lifestyleCategory: [],
      });
    }
    await setFaults({ mutateSeed: 2 });
    expect((await readAll()).filter((v, i) => v.listPrice !== before[i]?.listPrice)).not.toEqual(changed);
    await sandbox.call('/__faults', { method: 'DELETE' });
    expect(await readAll()).toEqual(before);
  });

  it('reports the switches, changes only those given, and refuses unknown ones', async () => {
    const set = await setFaults({ failPage: 4, latencyMs: 5 });
    expect(set).toEqual({ ...DMS_SANDBOX_NO_FAULTS, failPage: 4, latencyMs: 5 });
    expect(await setFaults({ failPage: null })).toEqual({ ...DMS_SANDBOX_NO_FAULTS, latencyMs: 5 });
    const bad = await sandbox.post('/__faults', { explode: true });
    expect(bad.status).toBe(400);
    expect(dmsError.parse(await bad.json()).msg).toBeTruthy();
  });
});

describe('faults given at registration', () => {
  it('are on from the start', async () => {
    const other = await startSandbox({ vehicles: 10, faults: { shortenFeedTo: 3 } });
    try {
      expect((await other.json<DmsFeedPage>('/Inventory/Vehicles')).total).toBe(3);
      expect(dmsSandboxFaults.parse(await other.json('/__faults')).shortenFeedTo).toBe(3);
    } finally {
      await other.close();
    }
  });

  it('do not keep close() waiting on a hung page', async () => {
    const other = await startSandbox({ vehicles: 10, faults: { timeoutPage: 1 } });
    const hung = other.call('/Inventory/Vehicles').then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((r) => setTimeout(r, 100));
    await other.close();
    expect(await hung).toBe('cut');
  });
});
