import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { VehiclePinMap } from '../../../contract/pins.ts';
import type { Vehicle } from '../../../contract/vehicles.ts';
import { getVehicle, listVehicles } from './api.ts';

/** Reads for the damage-map spec: what the console saved, checked at the API, and where pins sit on screen. */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function pinMapsOf(
  api: APIRequestContext,
  token: string,
  stockId: string,
  picture: string,
): Promise<VehiclePinMap[]> {
  const qs = new URLSearchParams({ stockId, picture });
  const res = await api.get(`/v1/vehicle-pins?${qs}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: VehiclePinMap[] }).data;
}

/**
 * A vehicle whose pins this spec alone changes: pictures, installed features (for INSTALLED FEATURE), possible
 * features (for FEATURE) and no pin yet.
 */
export async function pickPinVehicle(api: APIRequestContext, token: string, skip: string[] = []): Promise<Vehicle> {
  const { data } = await listVehicles(api, token, { orderCol: 'stockid', orderDirec: 'desc', pageSize: 200 });
  for (const item of data) {
    if (skip.includes(item.stockid) || item.picturesUrl.length === 0) continue;
    const pins = item.vehiclePinCount;
    if (pins.damageCount + pins.featureCount + pins.instFeatureCount > 0) continue;
    const counts = item.featureCounts;
    if (counts.features + counts.installedPossibleFeatures === 0 || counts.possibleFeatures === 0) continue;
    return getVehicle(api, token, item.stockid);
  }
  throw new Error('no vehicle of the sandbox inventory has pictures, installed and possible features and no pins');
}

export interface ScreenPin {
  type: string;
  /** Centre in the picture's natural pixels. */
  x: number;
  y: number;
  /** Radius in screen pixels (half the circle's box, stroke included). */
  screenRadius: number;
}

/** Screen point → natural picture pixel, from the overlay image's box and natural width. */
export async function overlayScale(page: Page) {
  const overlay = page.locator('img.leaflet-image-layer');
  await expect.poll(() => overlay.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = (await overlay.boundingBox())!;
  const natural = await overlay.evaluate((img: HTMLImageElement) => ({
    width: img.naturalWidth,
    height: img.naturalHeight,
  }));
  const k = natural.width / box.width;
  return { box, natural, toImage: (sx: number, sy: number) => ({ x: (sx - box.x) * k, y: (sy - box.y) * k }) };
}

/** Every pin circle on the map, located in natural picture pixels. */
export async function screenPins(page: Page): Promise<ScreenPin[]> {
  const { toImage } = await overlayScale(page);
  const circles: Locator = page.locator('path.pin-circle');
  const out: ScreenPin[] = [];
  for (const circle of await circles.all()) {
    const b = (await circle.boundingBox())!;
    const cls = (await circle.getAttribute('class')) ?? '';
    const type = cls.includes('pin-damage')
      ? 'DAMAGE'
      : cls.includes('pin-installed-feature')
        ? 'INSTALLED FEATURE'
        : 'FEATURE';
    out.push({ type, ...toImage(b.x + b.width / 2, b.y + b.height / 2), screenRadius: b.width / 2 });
  }
  return out;
}
