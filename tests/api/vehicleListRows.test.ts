import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFESTYLE_CATEGORIES, RIDE_SHARE_CATEGORIES } from '../../contract/dmsVocabulary.ts';
import type { Vehicle, VehicleListItem, VehicleListResponse } from '../../contract/vehicles.ts';
import { client } from './helpers/client.ts';
import type { TestServer } from './helpers/server.ts';
import { syncNow, startSynced } from './helpers/sync.ts';
import { moveFeaturesOfFirst } from './helpers/features.ts';
import { nth } from '../support/nth.ts';

// The list joins each row's own columns with a DMS part stored by the sync (server/vehicles/listPart.ts): after
// every kind of edit, each row must still say what the vehicle's detail says.
const VEHICLES = 30;
let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  ({ s, api, token } = await startSynced(VEHICLES));
});
afterAll(() => s.close());

const list = async (slim: boolean) =>
  (
    await api.get<VehicleListResponse>(
      `/v1/vehicles?pageSize=50&orderCol=stockid&orderDirec=asc${slim ? '&slim=true' : ''}`,
      token,
    )
  ).body.data;
const detail = async (id: string) => (await api.get<Vehicle>(`/v1/vehicles/${id}`, token)).body;

/** The list row the spec's shape (or the console's slim one) derives from a vehicle's detail. */
function rowOf(v: Vehicle, slim: boolean): VehicleListItem {
  const { spin: _spin, interior: _interior, features, picturesUrl, ...rest } = v;
  return {
    ...rest,
    picturesUrl: slim ? picturesUrl.slice(0, 1) : picturesUrl,
    ...(slim ? { pictureCount: picturesUrl.length } : {}),
    featureCounts: {
      features: features.features.length,
      possibleFeatures: features.possibleFeatures.length,
      installedPossibleFeatures: features.installedPossibleFeatures.length,
    },
  };
}

async function expectEveryRowAsItsDetail() {
  const details = new Map<string, Vehicle>();
  for (const slim of [false, true]) {
    const rows = await list(slim);
    expect(rows).toHaveLength(VEHICLES);
    for (const row of rows) {
      const v = details.get(row.stockid) ?? (await detail(row.stockid));
      details.set(row.stockid, v);
      expect(row, `${row.stockid}${slim ? ' (slim)' : ''}`).toEqual(rowOf(v, slim));
    }
  }
}

describe('the list rows after each kind of edit', () => {
  it('every row, full and slim, shows each field as the detail does after a sync', async () => {
    await expectEveryRowAsItsDetail();
  });

  it('every row still shows each field as the detail does after saves, Show on FE, pins and feature moves', async () => {
    const rows = await list(false);
    const [a, b, c] = [nth(rows, 0), nth(rows, 1), nth(rows, 2)];
    // A save of every admin-owned field.
    const saved = await api.put<Vehicle>(
      `/v1/vehicles/${a.stockid}`,
      {
        version: a.version,
        active: !a.active,
        rimSize: '19" "alloy" \\ ü',
        rideShareCategory: nth(RIDE_SHARE_CATEGORIES, 2),
        lifestyleCategory: [nth(LIFESTYLE_CATEGORIES, 0), nth(LIFESTYLE_CATEGORIES, 3)],
        seo: { title: 'A "quoted" ünïcödé 🚗 title', keywords: 'k1, k2', description: 'line\nbreak' },
        seoTags: { h1: 'Big', h2: 'Medium', h3: 'Small' },
      },
      token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Show on FE for a selection.
    const shown = await api.put('/v1/vehicles/bulk-active', { ids: [b.stockid, c.stockid], active: !b.active }, token);
    expect(shown.status).toBe(200);
    // A pin map: the pin counts.
    const withPicture = await detail(b.stockid);
    const pin = await api.post(
      '/v1/vehicle-pins',
      {
        stockId: b.stockid,
        picture: nth(withPicture.picturesUrl, 0).picture,
        imageWidth: 1024,
        imageHeight: 768,
        pin: {
          areas: [{ name: 'd1', shape: 'circle', coords: [100, 100, 40] }],
          description: [{ id: 'd1', type: 'DAMAGE', title: 'Scratch', description: 'Rear bumper' }],
        },
      },
      token,
    );
    expect(pin.status, JSON.stringify(pin.body)).toBe(201);
    // NADA choices: a possible feature installed, an installed one moved back.
    await moveFeaturesOfFirst(
      api,
      token,
      rows.map((r) => r.stockid),
    );
    // An installed feature moved back to possible, with no NADA choice left: the DMS's lists change alone.
    let moved = false;
    for (const row of rows.slice().reverse()) {
      const full = await detail(row.stockid);
      const f = full.features.features[0];
      if (!f || full.features.installedPossibleFeatures.length) continue;
      const r = await api.put(
        '/v1/features',
        { stockid: full.stockid, installedPossibleFeatures: [], possibleFeatures: [{ featureId: f.featureId }] },
        token,
      );
      expect(r.status).toBe(200);
      expect((await detail(row.stockid)).features.features).toHaveLength(full.features.features.length - 1);
      moved = true;
      break;
    }
    expect(moved).toBe(true);
    await expectEveryRowAsItsDetail();
    // And after a re-sync over those edits.
    await syncNow(s, token);
    await expectEveryRowAsItsDetail();
  });

  it('rows synced before the list parts existed show every field as the detail does, before and after the start fills them', async () => {
    await s.ctx.database.query('update vehicles set list_part = null, list_part_slim = null');
    await expectEveryRowAsItsDetail();
    await s.app.inventory.sync.init();
    const [left] = await s.ctx.database.query<{ n: number }>(
      'select count(*)::int as n from vehicles where list_part is null or list_part_slim is null',
    );
    expect(left?.n).toBe(0);
    await expectEveryRowAsItsDetail();
  });
});
