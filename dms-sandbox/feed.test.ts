// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dmsError,
  dmsFeedPage,
  LIFESTYLE_CATEGORIES,
  RIDE_SHARE_CATEGORIES,
  type DmsFeedPage,
  type DmsVehicle,
} from '../contract/dms.ts';
import { startSandbox, type RunningSandbox } from './testing.ts';
import { isValidVin } from './vin.ts';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ vehicles: 230 });
});
afterAll(() => sandbox.close());

async function page(n: number, size: number): Promise<DmsFeedPage> {
  return dmsFeedPage.parse(await sandbox.json(`/Inventory/Vehicles?page=${n}&pageSize=${size}`));
}

async function readAll(size: number): Promise<DmsVehicle[]> {
  const first = await page(1, size);
  const rest = await Promise.all(Array.from({ length: first.totalPages - 1 }, (_, i) => page(i + 2, size)));
  return [first, ...rest].flatMap((p) => p.vehicles);
}

describe('inventory feed', () => {
  it('gives every vehicle exactly once, in stockid order, whatever the page size', async () => {
    const by50 = await readAll(50);
    const by7 = await readAll(7);
    expect(by50).toHaveLength(230);
    expect(new Set(by50.map((v) => v.stockid)).size).toBe(230);
    const ids = by50.map((v) => v.stockid);
    expect(ids).toEqual(ids.toSorted());
    expect(by7).toEqual(by50);
  });

  it('answers the same page identically when read twice', async () => {
    expect(await page(3, 40)).toEqual(await page(3, 40));
  });

  it('reports total and totalPages, and an empty page past the end', async () => {
    const first = await page(1, 100);
    expect(first).toMatchObject({ page: 1, pageSize: 100, total: 230, totalPages: 3 });
    expect((await page(3, 100)).vehicles).toHaveLength(30);
    expect((await page(4, 100)).vehicles).toEqual([]);
  });

  it('refuses bad paging with 400 and a msg', async () => {
    for (const query of ['page=0', 'page=x', 'pageSize=0', 'pageSize=1001']) {
      const res = await sandbox.call(`/Inventory/Vehicles?${query}`);
      expect(res.status, query).toBe(400);
      expect(dmsError.parse(await res.json()).msg).toMatch(/Query is invalid/);
    }
  });

  it('carries valid VINs, plausible figures and categories from the contract', async () => {
    const vehicles = await readAll(100);
    for (const v of vehicles) {
      expect(isValidVin(v.VIN), v.VIN).toBe(true);
      expect(v.carYear).toBeGreaterThanOrEqual(2011);
      expect(v.carYear).toBeLessThanOrEqual(2026);
      expect(v.listPrice).toBeGreaterThanOrEqual(2_995);
      expect(v.listPrice % 100 === 95 || v.listPrice % 100 === 99).toBe(true);
      expect(v.mileage).toBeLessThan(400_000);
      expect(v.purchaseDate >= '2026-07-04' && v.purchaseDate <= '2026-11-01').toBe(true);
      if (v.rideShareCategory !== null) expect(RIDE_SHARE_CATEGORIES).toContain(v.rideShareCategory);
      for (const c of v.lifestyleCategory) expect(LIFESTYLE_CATEGORIES).toContain(c);
      expect(v.zones.length > 0).toBe(v.rideShareCategory !== null);
    }
    expect(new Set(vehicles.map((v) => v.VIN)).size).toBe(vehicles.length);
    expect(new Set(vehicles.map((v) => v.make)).size).toBeGreaterThan(15);
  });

  it('names pictures with a trailing number and sends them unordered', async () => {
    const vehicles = await readAll(100);
    const withPictures = vehicles.filter((v) => v.pictures.length > 1);
    for (const v of withPictures) {
      const numbers = v.pictures.map((p) => Number(/-(\d+)\.jpg$/.exec(p.name)?.[1]));
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
    }
    const unordered = withPictures.filter((v) => v.pictures.some((p, i) => p.name !== `${v.stockid}-${i + 1}.jpg`));
    expect(unordered.length).toBeGreaterThan(withPictures.length / 2);
  });

  it('has spin rows at 20, 45 and 60 degrees, some of unequal length, and panoramas', async () => {
    const vehicles = await readAll(100);
    const spins = vehicles.filter((v) => v.spin.rows.length > 0);
    expect(spins.length).toBeGreaterThan(40);
    for (const v of spins) expect(v.spin.rows.map((r) => r.angle)).toEqual([20, 45, 60].slice(0, v.spin.rows.length));
    const unequal = spins.filter(
      (v) => v.spin.rows.length < 3 || new Set(v.spin.rows.map((r) => r.frames.length)).size > 1,
    );
    expect(unequal.length).toBeGreaterThan(0);
    expect(vehicles.filter((v) => v.interior?.panorama).length).toBeGreaterThan(20);
  });
});
