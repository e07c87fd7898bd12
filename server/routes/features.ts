import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DmsVehicle, DmsVehicleFeatures } from '../../contract/dms.ts';
import { featuresUpdateRequest, vehicle } from '../../contract/vehicles.ts';
import { audit } from '../audit.ts';
import { currentUser, requireAdmin } from '../auth/guard.ts';
import { DmsError } from '../dms/client.ts';
import { ApiError, badRequest } from '../errors.ts';
import { summarize } from '../vehicles/summary.ts';
import { listParts } from '../vehicles/listPart.ts';
import { FULL_COLUMNS, loadVehicle } from '../vehicles/load.ts';
import { toVehicle, type FeatureChoices, type VehicleRow } from '../vehicles/present.ts';
import { STALE_VERSION } from './vehicles.ts';

export const FEATURES_UPDATED = 'Features updated!';

/**
 * PUT /v1/features: possible features now installed (with their NADA equipment) go to the DMS's
 * SavePossibleFeature, installed features moved back to its DeleteInventoryFeature, as the seed's console did.
 * The DMS answers with the vehicle's lists after the change; those are stored, so the next sync agrees.
 */
export async function featureRoutes(app: FastifyInstance) {
  requireAdmin(app);
  const { ctx } = app;
  const db = ctx.database;

  app.withTypeProvider<ZodTypeProvider>().put(
    '/v1/features',
    {
      schema: {
        tags: ['vehicles'],
        body: featuresUpdateRequest,
        response: { 200: z.object({ message: z.string(), vehicle }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const b = request.body;
      const row = await loadVehicle(db, b.stockid);
      if (b.version !== undefined && b.version !== row.version)
        throw new ApiError(412, STALE_VERSION, { version: STALE_VERSION });
      const dms = (row.dms as DmsVehicle).features;
      const isPossible = (id: number) => dms.possibleFeatures.find((x) => x.possibleFeatureId === id);
      const isInstalled = (id: number) => dms.features.some((x) => x.featureId === id);
      // Every id must belong to this vehicle, and every chosen equipment to that feature's NADA candidates.
      const errors: Record<string, string> = {};
      b.installedPossibleFeatures.forEach((f, i) => {
        const p = isPossible(f.possibleFeatureId);
        // The request schema asks for exactly one equipment per feature.
        const [chosen] = f.nadaEquipments;
        if (!p && !isInstalled(f.possibleFeatureId))
          errors[`installedPossibleFeatures.${i}`] = `Feature ${f.possibleFeatureId} is not a feature of ${b.stockid}`;
        else if (p && chosen && p.nadaEquipments.length > 0 && !p.nadaEquipments.some((e) => e.id === chosen.id)) {
          errors[`installedPossibleFeatures.${i}`] =
            `Equipment ${chosen.id} does not match feature ${f.possibleFeatureId}`;
        }
      });
      b.possibleFeatures.forEach((f, i) => {
        if (!isInstalled(f.featureId) && !isPossible(f.featureId))
          errors[`possibleFeatures.${i}`] = `Feature ${f.featureId} is not a feature of ${b.stockid}`;
      });
      const [first] = Object.values(errors);
      if (first !== undefined) throw badRequest(first, errors);

      const toInstall = b.installedPossibleFeatures.filter((f) => isPossible(f.possibleFeatureId));
      const toRemove = b.possibleFeatures.filter((f) => isInstalled(f.featureId));
      // The DMS first: if it refuses, nothing is saved here either.
      let features: DmsVehicleFeatures = dms;
      try {
        if (toInstall.length)
          features = (
            await app.inventory.dms.call('savePossibleFeature', {
              body: { stockId: b.stockid, possibleFeatures: toInstall },
            })
          ).features;
        if (toRemove.length)
          features = (
            await app.inventory.dms.call('deleteInventoryFeature', {
              body: { stockId: b.stockid, featureId: toRemove.map((f) => f.featureId) },
            })
          ).features;
      } catch (err) {
        if (err instanceof DmsError)
          throw new ApiError(502, `The DMS did not accept the feature changes: ${err.message}`);
        throw err;
      }
      const described = (id: number, equipmentId: string) =>
        isPossible(id)?.nadaEquipments.find((e) => e.id === equipmentId)?.description ??
        row.feature_choices?.installedPossibleFeatures
          .find((x) => x.possibleFeatureId === id)
          ?.nadaEquipments.find((e) => e.id === equipmentId)?.description;
      const removed = new Set(toRemove.map((f) => f.featureId));
      const choices: FeatureChoices = {
        installedPossibleFeatures: b.installedPossibleFeatures
          .filter((f) => !removed.has(f.possibleFeatureId))
          .map((f) => ({
            possibleFeatureId: f.possibleFeatureId,
            nadaEquipments: f.nadaEquipments.map((e) => ({
              id: e.id,
              description: described(f.possibleFeatureId, e.id),
            })),
          })),
      };
      // The DMS's new feature lists go into our copy of its record, and into the list's summary and parts built
      // from it (the parts' feature counts are the DMS lists' lengths).
      const record: DmsVehicle = { ...(row.dms as DmsVehicle), features };
      const summary = summarize(record);
      const parts = listParts(summary);
      const rows = await db.query<VehicleRow>(
        `update vehicles set feature_choices = $3::jsonb, dms = $4, summary = $6, list_part = $7, list_part_slim = $8,
           version = version + 1, updated_at = $5
         where stockid = $1 and version = $2 returning ${FULL_COLUMNS}`,
        [
          b.stockid,
          row.version,
          JSON.stringify(choices),
          JSON.stringify(record),
          ctx.clock.now(),
          JSON.stringify(summary),
          parts.full,
          parts.slim,
        ],
      );
      const [updated] = rows;
      if (!updated) throw new ApiError(412, STALE_VERSION, { version: STALE_VERSION });
      await audit(
        ctx.database.db,
        {
          action: 'vehicles.features',
          actorId: user.id,
          actorEmail: user.email,
          target: b.stockid,
          details: {
            installed: toInstall.map((f) => f.possibleFeatureId),
            removed: toRemove.map((f) => f.featureId),
          },
        },
        ctx.clock.now(),
      );
      return { message: FEATURES_UPDATED, vehicle: toVehicle(updated) };
    },
  );
}
