// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DmsFeedPage } from '../contract/dms.ts';
import { lifestyleCategoriesOf, rideShareCategoryOf, type CategoryInput } from './categories.ts';
import { generateCore, indexOfStockId, stockIdOf } from './generate.ts';
import { startSandbox } from './testing.ts';

async function feed(options: { seed: number; vehicles: number }): Promise<DmsFeedPage> {
  const sandbox = await startSandbox(options);
  try {
    return await sandbox.json<DmsFeedPage>('/Inventory/Vehicles?pageSize=1000');
  } finally {
    await sandbox.close();
  }
}

describe('seeded generation', () => {
  it('gives the same vehicles for the same seed, in two separate sandboxes', async () => {
    expect(await feed({ seed: 42, vehicles: 120 })).toEqual(await feed({ seed: 42, vehicles: 120 }));
  });

  it('gives other vehicles for another seed', async () => {
    const a = await feed({ seed: 1, vehicles: 50 });
    const b = await feed({ seed: 2, vehicles: 50 });
    expect(a.vehicles.map((v) => v.VIN)).not.toEqual(b.vehicles.map((v) => v.VIN));
  });

  it('keeps vehicle i the same whatever the inventory size', async () => {
    const small = await feed({ seed: 5, vehicles: 30 });
    const large = await feed({ seed: 5, vehicles: 300 });
    expect(large.vehicles.slice(0, 30)).toEqual(small.vehicles);
  });

  it('serves the last page of a 100,000-vehicle inventory without generating the rest first', async () => {
    const sandbox = await startSandbox({ vehicles: 100_000 });
    try {
      const last = await sandbox.json<DmsFeedPage>('/Inventory/Vehicles?page=100&pageSize=1000');
      expect(last.total).toBe(100_000);
      expect(last.vehicles).toHaveLength(1000);
      expect(last.vehicles.at(-1)?.stockid).toBe(stockIdOf(99_999));
    } finally {
      await sandbox.close();
    }
  });

  it('maps stock ids to indexes and back', () => {
    for (const i of [0, 1, 89_999, 90_000, 99_999, 1_234_567]) expect(indexOfStockId(stockIdOf(i))).toBe(i);
    expect(stockIdOf(0)).toBe('A10000');
    expect(indexOfStockId('nonsense')).toBeUndefined();
  });
});

describe('category rules', () => {
  const base: CategoryInput = {
    carYear: 2023,
    asOfYear: 2026,
    body: 'sedan',
    size: 'midsize',
    seats: 5,
    doors: 4,
    fuel: 'gasoline',
    hp: 200,
    mpg: 32,
    series: 'LE',
    luxury: false,
    blackAllowlist: false,
    exteriorColor: 'White',
    interiorColor: 'Gray Cloth',
    mileage: 40_000,
    listPrice: 22_000,
    bookValue: 21_000,
  };

  it('picks the highest Uber tier that fits', () => {
    expect(rideShareCategoryOf(base)).toBe('UBER COMFORT');
    expect(rideShareCategoryOf({ ...base, carYear: 2015 })).toBe('UBER X');
    expect(rideShareCategoryOf({ ...base, carYear: 2010 })).toBeNull();
    expect(rideShareCategoryOf({ ...base, doors: 2, body: 'coupe' })).toBeNull();
    expect(rideShareCategoryOf({ ...base, body: 'minivan', seats: 8 })).toBe('UBER XL');
    const black = { ...base, blackAllowlist: true, exteriorColor: 'Black', interiorColor: 'Black Leather' };
    expect(rideShareCategoryOf(black)).toBe('UBER BLACK');
    expect(rideShareCategoryOf({ ...black, body: 'suv', seats: 7 })).toBe('UBER SUV');
    expect(rideShareCategoryOf({ ...black, interiorColor: 'Beige Leather' })).toBe('UBER COMFORT');
  });

  it('derives lifestyle categories from the vehicle and its features', () => {
    expect(lifestyleCategoriesOf(base, new Set())).toEqual(["Commuter's Benefit"]);
    expect(lifestyleCategoriesOf({ ...base, body: 'convertible', hp: 450, series: 'GT' }, new Set())).toEqual(
      expect.arrayContaining(['Convertible', 'Fabulously Fast']),
    );
    expect(lifestyleCategoriesOf(base, new Set(['leather', 'premiumAudio', 'carplay', 'nav', 'laneKeep']))).toEqual(
      expect.arrayContaining(['Deluxe Drive', 'Tech Genius']),
    );
    expect(lifestyleCategoriesOf({ ...base, carYear: 2025, mileage: 9_000 }, new Set())).toContain('Almost New');
    expect(lifestyleCategoriesOf({ ...base, listPrice: 12_995 }, new Set())).toContain('Smart Purchase');
  });

  it('never draws categories at random: generated ride-share tiers agree with the rules', () => {
    for (let i = 0; i < 2000; i++) {
      const v = generateCore({ seed: 3, asOf: '2026-11-01' }, i);
      if (v.rideShareCategory === 'UBER XL') expect(v.spec.seats).toBeGreaterThanOrEqual(7);
      if (v.rideShareCategory === 'UBER BLACK' || v.rideShareCategory === 'UBER SUV') {
        expect([v.spec.black, v.exterior.name, v.interiorColor]).toEqual([true, 'Black', 'Black Leather']);
      }
      if (v.rideShareCategory === null) expect(v.zones).toEqual([]);
    }
  });
});
