// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkNadaEquipmentResponse,
  dmsError,
  dmsFeaturesResponse,
  type DmsFeedPage,
  type DmsVehicle,
} from '../contract/dms.ts';
import { startSandbox, type RunningSandbox } from './testing.ts';
import { nth } from '../tests/support/nth.ts';

let sandbox: RunningSandbox;
let vehicles: DmsVehicle[];
beforeAll(async () => {
  // Records kept, as the standalone service keeps them: a feature move must still show in the next read.
  sandbox = await startSandbox({ vehicles: 120, keepRecords: true });
  vehicles = (await sandbox.json<DmsFeedPage>('/Inventory/Vehicles?pageSize=1000')).vehicles;
});
afterAll(() => sandbox.close());

async function check(stockId: string, possibleFeatureId: number[]) {
  const res = await sandbox.post('/Inventory/CheckNADAEquipment', { stockId, possibleFeatureId });
  expect(res.status).toBe(200);
  return checkNadaEquipmentResponse.parse(await res.json());
}

async function vehicle(stockid: string): Promise<DmsVehicle> {
  const n = Number(stockid.slice(1)) - 10_000;
  const page = await sandbox.json<DmsFeedPage>(`/Inventory/Vehicles?page=${n + 1}&pageSize=1`);
  return nth(page.vehicles, 0);
}

describe('CheckNADAEquipment', () => {
  it('matches more than one NADA equipment for some possible features (the ambiguity dialog case)', async () => {
    let ambiguous = 0;
    let single = 0;
    for (const v of vehicles.slice(0, 40)) {
      const ids = v.features.possibleFeatures.map((p) => p.possibleFeatureId);
      const results = await check(v.stockid, ids);
      expect(results.map((r) => r.possibleFeatureId)).toEqual(ids);
      for (const r of results) {
        const offered = v.features.possibleFeatures.find((p) => p.possibleFeatureId === r.possibleFeatureId)!;
        for (const e of r.nadaEquipments) expect(offered.nadaEquipments.map((o) => o.id)).toContain(e.id);
        if (r.nadaEquipments.length > 1) ambiguous++;
        if (r.nadaEquipments.length === 1) single++;
      }
    }
    expect(ambiguous).toBeGreaterThan(5);
    expect(single).toBeGreaterThan(5);
  });

  it('refuses a feature that is not possible on the vehicle, and an unknown stock id', async () => {
    const v = nth(vehicles, 0);
    const installed = nth(v.features.features, 0).featureId;
    const res = await sandbox.post('/Inventory/CheckNADAEquipment', {
      stockId: v.stockid,
      possibleFeatureId: [installed],
    });
    expect(res.status).toBe(400);
    expect(dmsError.parse(await res.json()).msg).toContain(String(installed));
    const missing = await sandbox.post('/Inventory/CheckNADAEquipment', {
      stockId: 'Z99999',
      possibleFeatureId: [101],
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a malformed body with 400 and a msg', async () => {
    const res = await sandbox.post('/Inventory/CheckNADAEquipment', {
      stockId: nth(vehicles, 0).stockid,
      possibleFeatureId: 'all',
    });
    expect(res.status).toBe(400);
    expect(dmsError.parse(await res.json()).msg).toMatch(/possibleFeatureId/);
  });
});

describe('SavePossibleFeature and DeleteInventoryFeature', () => {
  it('moves a confirmed possible feature to installed, and the feed shows it', async () => {
    const v = vehicles.find((x) => x.features.possibleFeatures.some((p) => p.nadaEquipments.length > 0))!;
    const feature = v.features.possibleFeatures.find((p) => p.nadaEquipments.length > 0)!;
    const res = await sandbox.post('/Inventory/SavePossibleFeature', {
      stockId: v.stockid,
      possibleFeatures: [
        { possibleFeatureId: feature.possibleFeatureId, nadaEquipments: [{ id: nth(feature.nadaEquipments, 0).id }] },
      ],
    });
    expect(res.status).toBe(200);
    const answer = dmsFeaturesResponse.parse(await res.json());
    expect(answer.features.features.map((f) => f.featureId)).toContain(feature.possibleFeatureId);
    const after = await vehicle(v.stockid);
    expect(after.features).toEqual(answer.features);
    expect(after.features.possibleFeatures.map((p) => p.possibleFeatureId)).not.toContain(feature.possibleFeatureId);
  });

  it('refuses NADA equipment that does not belong to the feature, changing nothing', async () => {
    const v = nth(vehicles, 5);
    const feature = nth(v.features.possibleFeatures, 0);
    const res = await sandbox.post('/Inventory/SavePossibleFeature', {
      stockId: v.stockid,
      possibleFeatures: [{ possibleFeatureId: feature.possibleFeatureId, nadaEquipments: [{ id: 'NOT-A-CODE' }] }],
    });
    expect(res.status).toBe(400);
    expect((await vehicle(v.stockid)).features).toEqual(v.features);
  });

  it('turns deleted installed features back into possible ones, and repeating it changes nothing', async () => {
    const v = nth(vehicles, 10);
    const removed = nth(v.features.features, 0);
    const body = { stockId: v.stockid, featureId: [removed.featureId] };
    const first = dmsFeaturesResponse.parse(
      await (await sandbox.post('/Inventory/DeleteInventoryFeature', body)).json(),
    );
    expect(first.features.features.map((f) => f.featureId)).not.toContain(removed.featureId);
    expect(first.features.possibleFeatures.map((p) => p.possibleFeatureId)).toContain(removed.featureId);
    const again = await sandbox.post('/Inventory/DeleteInventoryFeature', body);
    expect(again.status).toBe(200);
    expect(dmsFeaturesResponse.parse(await again.json())).toEqual(first);
    expect((await vehicle(v.stockid)).features).toEqual(first.features);
  });

  it('refuses an unknown feature id with 400', async () => {
    const res = await sandbox.post('/Inventory/DeleteInventoryFeature', {
      stockId: nth(vehicles, 0).stockid,
      featureId: [999],
    });
    expect(res.status).toBe(400);
  });
});
