import { expect, type APIRequestContext } from '@playwright/test';
import type { GetHotSpotPicturesResponse } from '../../../contract/dms.ts';
import type { Web360Config, Web360VehicleRow } from '../../../contract/web360.ts';

/** Read-only calls to the 360 API for the hotspot spec: what the console saved, checked at the source. */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function web360Rows(api: APIRequestContext, token: string, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await api.get(`/v1/web360/vehicles?${qs}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { data: Web360VehicleRow[]; total: number };
}

export async function web360Config(api: APIRequestContext, token: string, stockid: string): Promise<Web360Config> {
  const res = await api.get(`/v1/web360/vehicles/${encodeURIComponent(stockid)}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Web360Config;
}

export async function hotspotPictures(api: APIRequestContext, token: string, stockid: string) {
  const res = await api.get(`/dms/Inventory/GetHotSpotPictures?StockId=${encodeURIComponent(stockid)}`, {
    headers: bearer(token),
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as GetHotSpotPicturesResponse).hotSpotPictures;
}

/**
 * A vehicle with three equal spin rows, an interior panorama and DMS hotspot pictures, and no
 * hotspots yet (this spec's changes are then the only ones on it).
 */
export async function pickSpinVehicle(api: APIRequestContext, token: string): Promise<Web360VehicleRow> {
  for (let page = 0; page < 5; page += 1) {
    const { data } = await web360Rows(api, token, { page, pageSize: 100 });
    for (const row of data) {
      const full =
        row.layers['20'] > 0 && row.layers['20'] === row.layers['45'] && row.layers['45'] === row.layers['60'];
      if (!full || !row.hasInterior || row.exteriorHotspotCount + row.interiorHotspotCount > 0) continue;
      if ((await hotspotPictures(api, token, row.stockid)).length > 0) return row;
    }
  }
  throw new Error('no vehicle of the sandbox inventory has three equal spin rows, a panorama and hotspot pictures');
}
