import {
  dmsEndpoints,
  getHotSpotPicturesResponse,
  getInteriorAssetResponse,
  stockIdQuery,
} from '../../contract/dms.ts';
import { PANORAMA_SIZE } from '../assets.ts';
import { errorResponses, findVehicle, TAGS, type SandboxApp, type SandboxContext } from '../context.ts';

/** 360 assets of one vehicle: close-ups to attach to hotspots and the interior panorama. */
export function hotspotRoutes(app: SandboxApp, ctx: SandboxContext): void {
  app.get(
    dmsEndpoints.getHotSpotPictures.path,
    {
      schema: {
        tags: TAGS('360 assets'),
        summary: 'Close-up pictures of a vehicle that can be attached to hotspots (may be empty)',
        querystring: stockIdQuery,
        response: { 200: getHotSpotPicturesResponse, ...errorResponses },
      },
    },
    async (request) => {
      const core = findVehicle(ctx, request.query.StockId);
      return { stockId: core.stockid, hotSpotPictures: ctx.inventory.hotspotPictures(core) };
    },
  );

  app.get(
    dmsEndpoints.getInteriorAsset.path,
    {
      schema: {
        tags: TAGS('360 assets'),
        summary: 'The equirectangular interior panorama of a vehicle, or null when it has none',
        querystring: stockIdQuery,
        response: { 200: getInteriorAssetResponse, ...errorResponses },
      },
    },
    async (request) => {
      const core = findVehicle(ctx, request.query.StockId);
      const interior = core.hasInterior
        ? { panorama: ctx.inventory.imageUrl({ kind: 'interior', stockid: core.stockid }), ...PANORAMA_SIZE }
        : null;
      return { stockId: core.stockid, interior };
    },
  );
}
