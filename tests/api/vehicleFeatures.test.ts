import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Vehicle, VehicleListResponse } from '../../contract/vehicles.ts';
import { client } from './helpers/client.ts';
import type { TestServer } from './helpers/server.ts';
import { setFaults, syncNow, startSynced } from './helpers/sync.ts';
import { nth } from '../support/nth.ts';

let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;
let v: Vehicle;

beforeAll(async () => {
  ({ s, api, token } = await startSynced(60));
  const rows = (await api.get<VehicleListResponse>('/v1/vehicles?pageSize=100', token)).body.data;
  for (const row of rows) {
    const full = (await api.get<Vehicle>(`/v1/vehicles/${row.stockid}`, token)).body;
    if (full.features.features.length > 0 && full.features.possibleFeatures.some((p) => p.nadaEquipments.length > 0)) {
      v = full;
      break;
    }
  }
});
afterAll(() => s.close());

it('saves feature moves, answers "Features updated!" and tells the DMS', async () => {
  const p = v.features.possibleFeatures.find((x) => x.nadaEquipments.length > 0)!;
  const f = nth(v.features.features, 0);
  const r = await api.put<{ message: string; vehicle: Vehicle }>(
    '/v1/features',
    {
      stockid: v.stockid,
      installedPossibleFeatures: [
        { possibleFeatureId: p.possibleFeatureId, nadaEquipments: [{ id: nth(p.nadaEquipments, 0).id }] },
      ],
      possibleFeatures: [{ featureId: f.featureId }],
      version: v.version,
    },
    token,
  );
  expect(r.status).toBe(200);
  expect(r.body.message).toBe('Features updated!');
  expect(r.body.vehicle.features.installedPossibleFeatures.map((x) => x.possibleFeatureId)).toEqual([
    p.possibleFeatureId,
  ]);
  expect(r.body.vehicle.features.features.map((x) => x.featureId)).not.toContain(f.featureId);
  // The DMS got the change: its own feed now lists the feature as installed.
  const feed = await fetch(`${s.url}/dms-sandbox/Inventory/Vehicles?page=1&pageSize=60`, {
    headers: { 'x-api-key': s.app.inventory.dmsKey },
  });
  const dmsVehicle = (
    (await feed.json()) as {
      vehicles: Array<{ stockid: string; features: { features: Array<{ featureId: number }> } }>;
    }
  ).vehicles.find((x) => x.stockid === v.stockid)!;
  expect(dmsVehicle.features.features.map((x) => x.featureId)).toContain(p.possibleFeatureId);
  v = r.body.vehicle;
});

it('keeps the choice through the next sync', async () => {
  await syncNow(s, token);
  const after = (await api.get<Vehicle>(`/v1/vehicles/${v.stockid}`, token)).body;
  const installedIds = [
    ...after.features.features.map((x) => x.featureId),
    ...after.features.installedPossibleFeatures.map((x) => x.possibleFeatureId),
  ];
  for (const x of v.features.installedPossibleFeatures) expect(installedIds).toContain(x.possibleFeatureId);
});

it('moves a feature back to possible and installs it again, without losing earlier moves', async () => {
  const f = v.features.features[0] ?? null;
  if (!f) return;
  const keep = v.features.installedPossibleFeatures.map((x) => ({
    possibleFeatureId: x.possibleFeatureId,
    nadaEquipments: [{ id: nth(x.nadaEquipments, 0).id }],
  }));
  const back = await api.put<{ vehicle: Vehicle }>(
    '/v1/features',
    { stockid: v.stockid, installedPossibleFeatures: keep, possibleFeatures: [{ featureId: f.featureId }] },
    token,
  );
  expect(back.status).toBe(200);
  expect(back.body.vehicle.features.possibleFeatures.map((x) => x.possibleFeatureId)).toContain(f.featureId);
  expect(back.body.vehicle.features.installedPossibleFeatures.map((x) => x.possibleFeatureId)).toEqual(
    keep.map((x) => x.possibleFeatureId),
  );
  const again = back.body.vehicle.features.possibleFeatures.find((x) => x.possibleFeatureId === f.featureId)!;
  const equipment = again.nadaEquipments[0]?.id ?? 'NONE';
  const re = await api.put<{ vehicle: Vehicle }>(
    '/v1/features',
    {
      stockid: v.stockid,
      installedPossibleFeatures: [...keep, { possibleFeatureId: f.featureId, nadaEquipments: [{ id: equipment }] }],
      possibleFeatures: [],
    },
    token,
  );
  expect(re.status).toBe(200);
  expect(re.body.vehicle.features.installedPossibleFeatures.map((x) => x.possibleFeatureId)).toEqual(
    expect.arrayContaining([...keep.map((x) => x.possibleFeatureId), f.featureId]),
  );
  v = re.body.vehicle;
});

it('refuses features that do not belong to the vehicle, with field errors, and changes nothing', async () => {
  const before = (await api.get<Vehicle>(`/v1/vehicles/${v.stockid}`, token)).body;
  const r = await api.put(
    '/v1/features',
    {
      stockid: v.stockid,
      installedPossibleFeatures: [{ possibleFeatureId: 999999, nadaEquipments: [{ id: 'X' }] }],
      possibleFeatures: [],
    },
    token,
  );
  expect(r.status).toBe(400);
  expect(r.body).toHaveProperty('errors');
  expect((await api.get<Vehicle>(`/v1/vehicles/${v.stockid}`, token)).body.version).toBe(before.version);
});

it('saves nothing when the DMS refuses', async () => {
  const before = (await api.get<Vehicle>(`/v1/vehicles/${v.stockid}`, token)).body;
  const p = before.features.possibleFeatures.find((x) => x.nadaEquipments.length > 0);
  if (!p) return;
  await setFaults(s, { latencyMs: 5000 });
  const r = await api.put(
    '/v1/features',
    {
      stockid: v.stockid,
      installedPossibleFeatures: [
        ...before.features.installedPossibleFeatures.map((x) => ({
          possibleFeatureId: x.possibleFeatureId,
          nadaEquipments: [{ id: x.nadaEquipments[0]?.id ?? '' }],
        })),
        { possibleFeatureId: p.possibleFeatureId, nadaEquipments: [{ id: nth(p.nadaEquipments, 0).id }] },
      ],
      possibleFeatures: [],
    },
    token,
  );
  await setFaults(s, null);
  expect(r.status).toBe(502);
  expect((await api.get<Vehicle>(`/v1/vehicles/${v.stockid}`, token)).body.version).toBe(before.version);
});

it('exports the whole inventory as RFC 4180 CSV in the HomeNet layout', async () => {
  const meta = await api.get('/v1/vehicles/exportInventory', token);
  expect(meta.body).toMatchObject({ message: expect.any(String), url: expect.stringContaining('format=csv') });
  const res = await fetch(`${s.url}/v1/vehicles/exportInventory?format=csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.headers.get('content-type')).toMatch(/text\/csv/);
  expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="inventory-\d{4}-\d{2}-\d{2}\.csv"/);
  const text = await res.text();
  const lines = text.trimEnd().split('\r\n');
  expect(nth(lines, 0).startsWith('DealerId,Type,Stock,VIN,Year,Make,Model,Body,Trim')).toBe(true);
  expect(nth(lines, 0).endsWith('RimSize,RideShareCategory,LifestyleCategory,Zones,Active,MarkForDeletion')).toBe(true);
  expect(lines).toHaveLength(61);
  // Fields with commas are quoted (Options, ImageList).
  expect(text).toMatch(/"[^"]*,[^"]*"/);
  const some = await fetch(`${s.url}/v1/vehicles/exportInventory?format=csv&ids=${v.stockid}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await some.text()).trimEnd().split('\r\n')).toHaveLength(2);
  const unknown = await fetch(`${s.url}/v1/vehicles/exportInventory?format=csv&ids=${v.stockid},NOPE`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toEqual({ message: 'No vehicle with stock id NOPE', errors: {} });
});

it('answers HEAD of the CSV export with its headers alone, and records no export', async () => {
  const exports = async () =>
    nth(
      await s.ctx.database.query<{ n: number }>(
        "select count(*)::int as n from audit_log where action = 'vehicles.export'",
      ),
      0,
    ).n;
  const before = await exports();
  const res = await fetch(`${s.url}/v1/vehicles/exportInventory?format=csv`, {
    method: 'HEAD',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/csv/);
  expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="inventory-/);
  expect(await res.text()).toBe('');
  expect(await exports()).toBe(before);
});
