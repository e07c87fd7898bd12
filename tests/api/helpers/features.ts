import { expect } from 'vitest';
import type { Vehicle } from '../../../contract/vehicles.ts';
import type { client } from './client.ts';
import { nth } from '../../support/nth.ts';

/**
 * Installs a possible feature with its first NADA choice and moves an installed one back to possible, on the first
 * of `stockids` that has both. Answers that vehicle's detail before the move.
 */
export async function moveFeaturesOfFirst(api: ReturnType<typeof client>, token: string, stockids: string[]) {
  for (const stockid of stockids) {
    const full = (await api.get<Vehicle>(`/v1/vehicles/${stockid}`, token)).body;
    const p = full.features.possibleFeatures.find((x) => x.nadaEquipments.length > 0);
    const f = full.features.features[0];
    if (!p || !f) continue;
    const r = await api.put(
      '/v1/features',
      {
        stockid,
        installedPossibleFeatures: [
          { possibleFeatureId: p.possibleFeatureId, nadaEquipments: [{ id: nth(p.nadaEquipments, 0).id }] },
        ],
        possibleFeatures: [{ featureId: f.featureId }],
      },
      token,
    );
    expect(r.status).toBe(200);
    return full;
  }
  throw new Error('no vehicle has both a possible feature with NADA choices and an installed feature');
}
