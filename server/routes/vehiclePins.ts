import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../contract/errors.ts';
import {
  PIN_SAVE_MESSAGES,
  vehiclePinCreateRequest,
  vehiclePinListQuery,
  vehiclePinListResponse,
  vehiclePinMap,
  vehiclePinSaveResponse,
  vehiclePinUpdateRequest,
  type PinMapContent,
} from '../../contract/pins.ts';
import { audit } from '../audit.ts';
import { currentUser, requireAdmin } from '../auth/guard.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { SIZE_PAIR, givenSize, imageSizeFor, type ImageSize, type SentSize } from '../pins/imageSize.ts';
import { createPictureSizes } from '../media/pictureSize.ts';
import { pinMapErrors } from '../pins/validate.ts';
import { NO_MAP, STALE_PINS, createPinMap, deletePinMap, getPinMap, listPinMaps, updatePinMap } from '../pins/store.ts';
import { checkAttachedPictures } from '../web360/hotspotPictures.ts';
import { loadVehicleAssets, pinnablePictures } from '../web360/vehicleAssets.ts';

const idParams = z.strictObject({ id: z.string().trim().min(1).max(64) });
const errors = { 400: errorBody, 404: errorBody, 409: errorBody, 412: errorBody, 502: errorBody };

/**
 * Damage-map pins, one map per vehicle picture (spec §3, §7). Every write checks the rules zod cannot see and
 * updates the vehicle's vehiclePinCount in its own transaction.
 */
export async function vehiclePinRoutes(app: FastifyInstance) {
  requireAdmin(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const db = ctx.database;

  const pictureSizes = createPictureSizes(
    ctx.config.DMS_TIMEOUT_MS,
    () => app.inventory.dmsBaseUrl(),
    (url, reason) => app.log.warn({ url, reason }, 'vehicle picture size unknown'),
  );

  /**
   * 400 with every broken rule; close-ups attached to pins must be DMS hotspot pictures (replaced by the DMS's copy).
   * The picture's size: the one sent (checked against the picture), else `kept` (a later save), else read from the
   * picture. Only a picture of the vehicle is ever read.
   */
  async function checked(
    stockId: string,
    input: { picture: string; pin: PinMapContent } & SentSize,
    saved: PinMapContent | null = null,
    kept: ImageSize | null = null,
  ) {
    const vehicle = await loadVehicleAssets(db, stockId);
    const sent = givenSize(input);
    const pinnable = pinnablePictures(vehicle).has(input.picture);
    let size: ImageSize | null;
    if (!pinnable)
      size = sent ?? kept; // the picture itself is the error reported; it is not read
    else if (!sent && kept) size = kept;
    else size = await imageSizeFor(input.picture, input, pictureSizes);
    const problems = pinMapErrors(
      {
        picture: input.picture,
        pin: input.pin,
        imageWidth: size?.imageWidth ?? null,
        imageHeight: size?.imageHeight ?? null,
      },
      vehicle,
      saved,
    );
    const attached = input.pin.description.flatMap((d, i) =>
      d.closeUp ? [{ field: `pin.description.${i}.closeUp`, picture: d.closeUp }] : [],
    );
    const { errors: pictureErrors, byId } = await checkAttachedPictures(app.inventory.dms, stockId, attached);
    Object.assign(problems, pictureErrors);
    if (Object.keys(problems).length || !size) throw badRequest(Object.values(problems)[0] ?? SIZE_PAIR, problems);
    const pin = {
      ...input.pin,
      description: input.pin.description.map((d) => (d.closeUp ? { ...d, closeUp: byId.get(d.closeUp._id)! } : d)),
    };
    return { pin, ...size };
  }

  r.get(
    '/v1/vehicle-pins',
    { schema: { tags: ['vehicle pins'], querystring: vehiclePinListQuery, response: { 200: vehiclePinListResponse } } },
    async (request) => {
      const data = await listPinMaps(db.db, request.query);
      return { data, total: data.length };
    },
  );

  r.get(
    '/v1/vehicle-pins/:id',
    { schema: { tags: ['vehicle pins'], params: idParams, response: { 200: vehiclePinMap, 404: errorBody } } },
    async (request) => getPinMap(db.db, request.params.id),
  );

  r.post(
    '/v1/vehicle-pins',
    {
      schema: {
        tags: ['vehicle pins'],
        body: vehiclePinCreateRequest,
        response: { 201: vehiclePinSaveResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const b = request.body;
      const { pin, imageWidth, imageHeight } = await checked(b.stockId, b);
      const data = await createPinMap(
        db.db,
        { stockId: b.stockId, picture: b.picture, imageWidth, imageHeight, pin },
        ctx.clock.now(),
      );
      await audit(
        db.db,
        {
          action: 'vehicle_pins.create',
          actorId: user.id,
          actorEmail: user.email,
          target: b.stockId,
          details: { id: data._id, picture: b.picture, pins: pin.areas.length },
        },
        ctx.clock.now(),
      );
      return reply.code(201).send({ message: PIN_SAVE_MESSAGES.created, data });
    },
  );

  r.patch(
    '/v1/vehicle-pins',
    {
      schema: {
        tags: ['vehicle pins'],
        body: vehiclePinUpdateRequest,
        response: { 200: vehiclePinSaveResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const b = request.body;
      // The picture's size may be left out of later saves: the stored one then bounds the pins.
      const [current] = await listPinMaps(db.db, { stockId: b.stockId, picture: b.picture });
      if (!current) {
        await loadVehicleAssets(db, b.stockId); // an unknown vehicle is named as such
        throw notFound(NO_MAP(b.stockId));
      }
      // A stale save is refused before its content is judged: the other admin's pins may have changed the picture.
      if (current.version !== b.version) throw new ApiError(412, STALE_PINS, { version: STALE_PINS });
      const kept = { imageWidth: current.imageWidth, imageHeight: current.imageHeight };
      const { pin, imageWidth, imageHeight } = await checked(b.stockId, b, current.pin, kept);
      const data = await updatePinMap(
        db.db,
        { stockId: b.stockId, picture: b.picture, imageWidth, imageHeight, pin, version: b.version },
        ctx.clock.now(),
      );
      await audit(
        db.db,
        {
          action: 'vehicle_pins.update',
          actorId: user.id,
          actorEmail: user.email,
          target: b.stockId,
          details: { id: data._id, picture: b.picture, pins: pin.areas.length },
        },
        ctx.clock.now(),
      );
      return { message: PIN_SAVE_MESSAGES.updated, data };
    },
  );

  r.delete(
    '/v1/vehicle-pins/:id',
    {
      schema: {
        tags: ['vehicle pins'],
        params: idParams,
        response: { 200: z.object({ message: z.string() }), 404: errorBody },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const gone = await deletePinMap(db.db, request.params.id);
      await audit(
        db.db,
        {
          action: 'vehicle_pins.delete',
          actorId: user.id,
          actorEmail: user.email,
          target: gone.stockId,
          details: { id: request.params.id, picture: gone.picture },
        },
        ctx.clock.now(),
      );
      return { message: gone.message };
    },
  );
}
