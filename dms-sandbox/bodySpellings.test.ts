import { describe, expect, it } from 'vitest';
import { dmsVehicle } from '../contract/dms.ts';
import { BODY_SPELLINGS } from './bodySpellings.ts';
import { Inventory } from './inventory.ts';

const feed = (seed: number) => {
  const inventory = new Inventory({ seed, asOf: '2026-11-01' }, 400, '');
  return Array.from({ length: inventory.count }, (_, i) => dmsVehicle.parse(inventory.toDms(inventory.core(i), null)));
};

describe('body types in the feed', () => {
  it("are spelled as real feeds spell them: one of the vehicle's shape's spellings, several per shape", () => {
    const vehicles = feed(42);
    const spellingsOf = new Map<string, Set<string>>();
    for (const v of vehicles) {
      expect(v.body).toBeDefined();
      expect(BODY_SPELLINGS[v.body!]).toContain(v.bodyType);
      spellingsOf.set(v.body!, (spellingsOf.get(v.body!) ?? new Set()).add(v.bodyType!));
    }
    expect(spellingsOf.get('sedan')?.size).toBeGreaterThan(1);
    expect(spellingsOf.get('suv')?.size).toBeGreaterThan(1);
  });

  it('are the same for the same seed', () => {
    expect(feed(7).map((v) => v.bodyType)).toEqual(feed(7).map((v) => v.bodyType));
  });
});
