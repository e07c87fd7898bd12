import { afterAll, beforeAll, expect, it } from 'vitest';
import { firstAdmin } from './helpers/accounts.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { nth } from '../support/nth.ts';

let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await startServer();
  token = (await firstAdmin(s)).token;
});
afterAll(() => s.close());

const dms = (path: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${s.url}/dms${path}`, {
    ...init,
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });

it('refuses callers who are not signed in with 401', async () => {
  const res = await dms('/Inventory/RSDZoneCount');
  expect(res.status).toBe(401);
});

it('passes a signed-in admin through to the DMS and adds the key server-side', async () => {
  const res = await dms('/Inventory/RSDZoneCount', { token });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { rsdZoneList: Array<{ zoneName: string; count: number }> };
  expect(body.rsdZoneList.map((z) => z.zoneName).sort()).toEqual([
    'MIDWEST PLAINS',
    'NORTHEAST',
    'NORTHWEST',
    'PACIFIC',
    'SOUTH',
    'SOUTHEAST',
    'SOUTHWEST',
  ]);
});

it('passes query parameters and the DMS error message (msg) through', async () => {
  const ok = await dms('/Inventory/GetStateByZone?Zone=PACIFIC', { token });
  expect(ok.status).toBe(200);
  const states = (await ok.json()) as { stateList: Array<{ value: string }> };
  expect(states.stateList.map((x) => x.value).sort()).toEqual(['AK', 'CA', 'HI']);
  const bad = await dms('/Inventory/GetHotSpotPictures?StockId=NO-SUCH-STOCK', { token });
  expect(bad.status).toBe(404);
  expect(await bad.json()).toHaveProperty('msg');
});

it('posts bodies through (CheckNADAEquipment)', async () => {
  const feed = await fetch(`${s.url}/dms-sandbox/Inventory/Vehicles?page=1&pageSize=5`, {
    headers: { 'x-api-key': s.app.inventory.dmsKey },
  });
  const { vehicles } = (await feed.json()) as {
    vehicles: Array<{ stockid: string; features: { possibleFeatures: Array<{ possibleFeatureId: number }> } }>;
  };
  const v = vehicles.find((x) => x.features.possibleFeatures.length > 0)!;
  const res = await dms('/Inventory/CheckNADAEquipment', {
    token,
    method: 'POST',
    body: JSON.stringify({
      stockId: v.stockid,
      possibleFeatureId: [nth(v.features.possibleFeatures, 0).possibleFeatureId],
    }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as Array<{ possibleFeatureId: number }>;
  expect(nth(body, 0).possibleFeatureId).toBe(nth(v.features.possibleFeatures, 0).possibleFeatureId);
});

it("passes only the contract's endpoints", async () => {
  expect((await dms('/__faults', { token, method: 'POST', body: '{}' })).status).toBe(404);
  expect((await dms('/Inventory/Nope', { token })).status).toBe(404);
  expect((await dms('/Inventory/RSDZoneCount', { token, method: 'POST', body: '{}' })).status).toBe(404);
});

it('the sandbox itself refuses calls without its key', async () => {
  const res = await fetch(`${s.url}/dms-sandbox/Inventory/RSDZoneCount`);
  expect(res.status).toBe(401);
  expect(await res.json()).toHaveProperty('msg');
});
