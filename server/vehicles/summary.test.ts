// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DmsVehicle } from '../../contract/dms.ts';
import { Inventory } from '../../dms-sandbox/inventory.ts';
import { effectiveFeatures, type FeatureChoices } from './present.ts';
import { orderPictures } from '../../contract/pictures.ts';
import { featureCounts, installedFeatureNames, spinLayers, summarize } from './summary.ts';
import { nth } from '../../tests/support/nth.ts';

const inventory = new Inventory({ seed: 7, asOf: '2026-11-01' }, 200, '/dms-sandbox');
const vehicles: DmsVehicle[] = Array.from({ length: 200 }, (_, i) => inventory.toDms(inventory.core(i), null));

/** An admin's choice: the first possible feature and the first installed one confirmed with their first equipment. */
const choicesFor = (v: DmsVehicle): FeatureChoices => ({
  installedPossibleFeatures: [
    ...v.features.possibleFeatures
      .slice(0, 1)
      .map((p) => ({ possibleFeatureId: p.possibleFeatureId, nadaEquipments: p.nadaEquipments.slice(0, 1) })),
    ...v.features.features.slice(0, 1).map((f) => ({ possibleFeatureId: f.featureId, nadaEquipments: [{ id: 'X1' }] })),
  ],
});

describe('the list summary the sync stores', () => {
  it('gives the list the same feature counts as the detail, with and without admin choices', () => {
    for (const v of vehicles) {
      for (const choices of [null, choicesFor(v)]) {
        const full = effectiveFeatures(v.features, choices);
        expect(featureCounts(summarize(v), choices)).toEqual({
          features: full.features.length,
          possibleFeatures: full.possibleFeatures.length,
          installedPossibleFeatures: full.installedPossibleFeatures.length,
        });
      }
    }
  });

  it('gives the export the installed feature names the detail shows, in the same order', () => {
    for (const v of vehicles) {
      const choices = choicesFor(v);
      const full = effectiveFeatures(v.features, choices);
      const names = [...full.features, ...full.installedPossibleFeatures].map((f) => f.featureName);
      expect(installedFeatureNames(summarize(v), choices)).toEqual(names);
    }
  });

  it('keeps pictures in file-number order (x-9 before x-10)', () => {
    const pics = ['car-10.jpg', 'car-2.jpg', 'car-9.jpg', 'car-1.jpg'].map((name, i) => ({
      _id: String(i),
      name,
      picture: `/p/${name}`,
    }));
    expect(orderPictures(pics).map((p) => p.name)).toEqual(['car-1.jpg', 'car-2.jpg', 'car-9.jpg', 'car-10.jpg']);
    const v = nth(vehicles, 3);
    expect(summarize(v).pictures).toEqual(orderPictures(v.pictures));
  });

  it('counts the frames of each spin row and notes the interior panorama', () => {
    const v = vehicles.find((x) => x.spin.rows.length > 0) ?? nth(vehicles, 0);
    const layers = spinLayers(v);
    for (const angle of [20, 45, 60] as const) {
      const row = v.spin.rows.find((r) => r.angle === angle);
      expect(layers[`spin${angle}`]).toBe(row?.frames.length ?? 0);
    }
    expect(layers.hasInterior).toBe(v.interior !== null);
  });

  it('is much smaller than the record it replaces on the list', () => {
    const full = vehicles.reduce((n, v) => n + JSON.stringify(v).length, 0);
    const small = vehicles.reduce((n, v) => n + JSON.stringify(summarize(v)).length, 0);
    expect(small).toBeLessThan(full / 2);
  });
});
