import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../contract/errors.ts';
import {
  HOTSPOT_MESSAGES,
  HOTSPOT_VIEWS,
  hotspotSaveRequest,
  hotspotSaveResponse,
  web360Config,
  web360ListQuery,
  web360ListResponse,
  type Web360Config,
} from '../../contract/web360.ts';
import { audit } from '../audit.ts';
import { currentUser, requireAdmin } from '../auth/guard.ts';
import { badRequest, notFound } from '../errors.ts';
import { createPictureSizes } from '../media/pictureSize.ts';
import { checkAttachedPictures } from '../web360/hotspotPictures.ts';
import { web360Vehicles } from '../web360/list.ts';
import { deleteHotspot, loadHotspots, saveHotspots, type Incoming } from '../web360/store.ts';
import { hotspotErrors } from '../web360/validate.ts';
import { loadVehicleAssets, type VehicleAssets } from '../web360/vehicleAssets.ts';
import { web360Xml } from '../web360/xml.ts';

const stockParams = z.strictObject({ id: z.string().trim().min(1).max(40) });
const deleteParams = z.strictObject({
  stockid: z.string().trim().min(1).max(40),
  view: z.enum(HOTSPOT_VIEWS, 'view must be exterior or interior'),
  hotspotid: z.string().trim().min(1).max(64),
});

/** The 360 views (spec §2, §7): the assets table, each stock id's hotspots and its WebRotate 360 XML. */
export async function web360Routes(app: FastifyInstance) {
  requireAdmin(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const db = ctx.database;
  // Without a readable frame, placements are only checked for being non-negative (the contract's rule); say so.
  const frameSize = createPictureSizes(
    ctx.config.DMS_TIMEOUT_MS,
    () => app.inventory.dmsBaseUrl(),
    (url, reason) => app.log.warn({ url, reason }, 'spin frame size unknown; hotspot offsets checked without it'),
  );

  /** `spin` in viewer order (20°, 45°, 60°, rows with frames only): what rowIndex/imageIndex refer to. */
  async function configOf(vehicle: VehicleAssets): Promise<Web360Config> {
    const stored = await loadHotspots(db.db, vehicle.stockid);
    return {
      stockid: vehicle.stockid,
      spin: vehicle.rows.length ? { rows: vehicle.rows } : null,
      interior: vehicle.interior,
      ...stored,
    };
  }

  r.get(
    '/v1/web360/vehicles',
    { schema: { tags: ['360'], querystring: web360ListQuery, response: { 200: web360ListResponse } } },
    async (request) => web360Vehicles(db, request.query),
  );

  r.get(
    '/v1/web360/vehicles/:id',
    { schema: { tags: ['360'], params: stockParams, response: { 200: web360Config, 404: errorBody } } },
    async (request) => configOf(await loadVehicleAssets(db, request.params.id)),
  );

  r.get(
    '/v1/web360/:id',
    {
      schema: {
        tags: ['360'],
        summary: 'The WebRotate 360 XML configuration of one stock id (application/xml)',
        params: stockParams,
      },
    },
    async (request, reply) => {
      const config = await configOf(await loadVehicleAssets(db, request.params.id));
      return reply.type('application/xml; charset=utf-8').send(web360Xml(config));
    },
  );

  r.post(
    '/v1/web360/hotspot',
    {
      schema: {
        tags: ['360'],
        body: hotspotSaveRequest,
        response: { 200: hotspotSaveResponse, 400: errorBody, 404: errorBody, 412: errorBody, 502: errorBody },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const b = request.body;
      const vehicle = await loadVehicleAssets(db, b.stockid);
      const incoming: Incoming[] = [
        ...(b.exteriorHotspots ?? []).map((hotspot, i) => ({
          view: 'exterior' as const,
          field: `exteriorHotspots.${i}`,
          hotspot,
        })),
        ...(b.interiorHotspots ?? []).map((hotspot, i) => ({
          view: 'interior' as const,
          field: `interiorHotspots.${i}`,
          hotspot,
        })),
      ];
      const problems = await hotspotErrors(incoming, vehicle, frameSize, await loadHotspots(db.db, b.stockid));
      // Attaching a DMS picture = saving the hotspot with it in `pictures`; detaching = saving it without.
      const attached = incoming.flatMap(({ field, hotspot }) =>
        hotspot.pictures.map((picture, j) => ({ field: `${field}.pictures.${j}`, picture })),
      );
      const { errors: pictureErrors, byId } = await checkAttachedPictures(app.inventory.dms, b.stockid, attached);
      Object.assign(problems, pictureErrors);
      const [first] = Object.values(problems);
      if (first !== undefined) throw badRequest(first, problems);
      const canonical = incoming.map((x) => ({
        ...x,
        hotspot: { ...x.hotspot, pictures: x.hotspot.pictures.map((p) => byId.get(p._id)!) },
      }));
      await saveHotspots(db.db, b.stockid, canonical, ctx.clock.now());
      await audit(
        db.db,
        {
          action: 'web360.hotspots.save',
          actorId: user.id,
          actorEmail: user.email,
          target: b.stockid,
          details: { hotspots: incoming.map(({ view, hotspot }) => `${view}/${hotspot.id}`) },
        },
        ctx.clock.now(),
      );
      return { message: HOTSPOT_MESSAGES.saved, data: await configOf(vehicle) };
    },
  );

  r.delete(
    '/v1/web360/hotspot/:stockid/:view/:hotspotid',
    {
      schema: {
        tags: ['360'],
        params: deleteParams,
        response: { 200: z.object({ message: z.string() }), 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { stockid, view, hotspotid } = request.params;
      if (!(await deleteHotspot(db.db, stockid, view, hotspotid)))
        throw notFound(`${stockid} has no ${view} hotspot ${hotspotid}`);
      await audit(
        db.db,
        {
          action: 'web360.hotspots.delete',
          actorId: user.id,
          actorEmail: user.email,
          target: stockid,
          details: { view, id: hotspotid },
        },
        ctx.clock.now(),
      );
      return { message: HOTSPOT_MESSAGES.deleted };
    },
  );
}
