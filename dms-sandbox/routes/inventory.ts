import {
  checkNadaEquipmentRequest,
  checkNadaEquipmentResponse,
  deleteInventoryFeatureRequest,
  dmsEndpoints,
  dmsFeaturesResponse,
  savePossibleFeatureRequest,
} from '../../contract/dms.ts';
import { DmsError, errorResponses, findVehicle, TAGS, type SandboxApp, type SandboxContext } from '../context.ts';
import { FEATURE_BY_ID, nadaMatches } from '../nada.ts';

/**
 * Feature endpoints (spec §7). Saves and deletes change the sandbox's memory, so later feed pages show them;
 * both are idempotent, because a client retrying after a lost answer must not get an error for work already done.
 */
export function inventoryRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const { inventory } = ctx;

  app.post(
    dmsEndpoints.checkNadaEquipment.path,
    {
      schema: {
        tags: TAGS('Features'),
        summary: 'NADA equipment matching each possible feature; more than one match means the admin must choose',
        body: checkNadaEquipmentRequest,
        response: { 200: checkNadaEquipmentResponse, ...errorResponses },
      },
    },
    async (request) => {
      const core = findVehicle(ctx, request.body.stockId);
      const { possible } = inventory.features(core);
      return request.body.possibleFeatureId.map((id) => {
        if (!possible.includes(id))
          throw new DmsError(400, `Feature ${id} is not a possible feature of ${core.stockid}`);
        return {
          possibleFeatureId: id,
          nadaEquipments: nadaMatches(inventory.cfg.seed, core.index, FEATURE_BY_ID.get(id)!),
        };
      });
    },
  );

  app.post(
    dmsEndpoints.savePossibleFeature.path,
    {
      schema: {
        tags: TAGS('Features'),
        summary:
          'Possible features confirmed as installed, with the NADA equipment chosen; they move to the installed list',
        body: savePossibleFeatureRequest,
        response: { 200: dmsFeaturesResponse, ...errorResponses },
      },
    },
    async (request) => {
      const core = findVehicle(ctx, request.body.stockId);
      const { installed, possible } = inventory.features(core);
      // Check everything first: a request is applied whole or not at all.
      for (const item of request.body.possibleFeatures) {
        const spec = FEATURE_BY_ID.get(item.possibleFeatureId);
        const known = installed.includes(item.possibleFeatureId) || possible.includes(item.possibleFeatureId);
        if (!spec || !known)
          throw new DmsError(400, `Feature ${item.possibleFeatureId} is not a possible feature of ${core.stockid}`);
        for (const { id } of item.nadaEquipments) {
          if (!spec.equipments.some((e) => e.id === id)) {
            throw new DmsError(400, `NADA equipment ${id} does not belong to feature ${spec.id} (${spec.name})`);
          }
        }
      }
      const moved = new Set(request.body.possibleFeatures.map((p) => p.possibleFeatureId));
      inventory.setFeatures(core, {
        installed: [...new Set([...installed, ...moved])],
        possible: possible.filter((id) => !moved.has(id)),
      });
      return { stockId: core.stockid, features: inventory.dmsFeatures(core) };
    },
  );

  app.post(
    dmsEndpoints.deleteInventoryFeature.path,
    {
      schema: {
        tags: TAGS('Features'),
        summary: 'Installed features removed from the vehicle; they become possible features again',
        body: deleteInventoryFeatureRequest,
        response: { 200: dmsFeaturesResponse, ...errorResponses },
      },
    },
    async (request) => {
      const core = findVehicle(ctx, request.body.stockId);
      const unknown = request.body.featureId.find((id) => !FEATURE_BY_ID.has(id));
      if (unknown !== undefined) throw new DmsError(400, `Unknown feature ${unknown}`);
      const { installed, possible } = inventory.features(core);
      const removed = new Set(request.body.featureId.filter((id) => installed.includes(id)));
      inventory.setFeatures(core, {
        installed: installed.filter((id) => !removed.has(id)),
        possible: [...new Set([...possible, ...removed])],
      });
      return { stockId: core.stockid, features: inventory.dmsFeatures(core) };
    },
  );
}
