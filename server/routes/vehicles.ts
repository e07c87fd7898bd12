import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkActiveRequest,
  bulkActiveResponse,
  vehicle,
  vehicleListQuery,
  vehicleListResponse,
  vehicleMakesResponse,
  vehicleSeoResponse,
  vehicleUpdateRequest,
} from '../../contract/vehicles.ts';
import { audit } from '../audit.ts';
import { currentUser, requireAdmin } from '../auth/guard.ts';
import { ApiError } from '../errors.ts';
import { plainJson } from './plainJson.ts';
import { EDITABLE_FILTERS, listStatement } from '../vehicles/listQuery.ts';
import { toListItemJson, toSlimListItemJson, toVehicle, type ListRow, type VehicleRow } from '../vehicles/present.ts';
import { FULL_COLUMNS, loadVehicle, requireStockIds } from '../vehicles/load.ts';
import { shownCountsMove } from '../bodyTypes/counts.ts';

const stockParams = z.strictObject({ id: z.string().trim().min(1).max(40) });
/** The admin-owned columns a save writes ($3-$9 of its statement), and whether that changes the row. */
const UPDATE_NEXT: Record<string, string> = {
  active: 'coalesce($3, active)',
  rim_size: 'case when $4::boolean then $5 else rim_size end',
  ride_share_override: 'case when $6::boolean then $7 else ride_share_override end',
  lifestyle_override: 'coalesce($8::jsonb, lifestyle_override)',
  seo: 'coalesce($9::jsonb, seo)',
};
const UPDATE_SET = Object.entries(UPDATE_NEXT)
  .map(([column, value]) => `${column} = ${value}`)
  .join(', ');
const UPDATE_CHANGES = `(${Object.keys(UPDATE_NEXT).join(', ')}) is distinct from (${Object.values(UPDATE_NEXT).join(', ')})`;

export const STALE_VERSION =
  'This vehicle was changed by someone else since you opened it. Reload to see their changes; your input is kept here.';

export async function vehicleRoutes(app: FastifyInstance) {
  requireAdmin(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const db = ctx.database;
  const counts = app.vehicleCounts;

  r.get(
    '/v1/vehicles',
    // The zod `response` schema is for OpenAPI: the answer is JSON text joined from each row's parts (present.ts).
    { schema: { tags: ['vehicles'], querystring: vehicleListQuery, response: { 200: vehicleListResponse } } },
    async (request, reply) => {
      const q = request.query;
      const { text, params, where } = listStatement(q);
      const rows = await db.prepared<ListRow>(text, params);
      const [total, summary] = await Promise.all([counts.total(where), counts.summary()]);
      const data = rows.map(q.slim ? toSlimListItemJson : toListItemJson).join(',');
      const answer = `{"data":[${data}],"total":${total},"totalResults":${JSON.stringify(summary.counts)},"lastUpdated":${JSON.stringify(summary.lastUpdated)}}`;
      // Text, not the contract's object: the untyped reply sends it as it is (a JSON content type, no serializer).
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(answer);
    },
  );

  r.get(
    '/v1/vehicles/makes',
    { schema: { tags: ['vehicles'], response: { 200: vehicleMakesResponse } } },
    async () => ({ data: await counts.makes() }),
  );

  r.get(
    '/v1/vehicles/:id',
    { ...plainJson, schema: { tags: ['vehicles'], params: stockParams, response: { 200: vehicle } } },
    async (request) => toVehicle(await loadVehicle(db, request.params.id)),
  );

  r.get(
    '/v1/vehicles/vehiclesSeo/:id',
    { schema: { tags: ['vehicles'], params: stockParams, response: { 200: vehicleSeoResponse } } },
    async (request) => {
      const v = toVehicle(await loadVehicle(db, request.params.id));
      return { _id: v._id, stockid: v.stockid, seo: v.seo, seoTags: v.seoTags, version: v.version };
    },
  );

  r.put(
    '/v1/vehicles/:id',
    { schema: { tags: ['vehicles'], params: stockParams, body: vehicleUpdateRequest, response: { 200: vehicle } } },
    async (request) => {
      const user = currentUser(request);
      const b = request.body;
      const current = await loadVehicle(db, request.params.id);
      const seo = {
        seo: { ...current.seo?.seo, ...b.seo },
        seoTags: { ...current.seo?.seoTags, ...b.seoTags },
      };
      // Only admin-owned fields; the version guard makes a concurrent save fail instead of overwriting. A save that
      // changes nothing writes nothing: a new version would give other open tabs a 412 for no change.
      // The body-type cards' counts move in the same statement (server/bodyTypes/counts.ts).
      const shownDelta = b.active === undefined ? 0 : Number(b.active) - Number(current.active);
      const rows = await db.query<VehicleRow>(
        `with changed as (
           update vehicles set ${UPDATE_SET}, version = version + 1, updated_at = $10
           where stockid = $1 and version = $2 and ${UPDATE_CHANGES} returning ${FULL_COLUMNS}, body_value
         ), ${shownCountsMove('$11')}
         select * from changed`,
        [
          request.params.id,
          b.version,
          b.active ?? null,
          b.rimSize !== undefined,
          b.rimSize ?? null,
          b.rideShareCategory !== undefined,
          b.rideShareCategory ?? null,
          b.lifestyleCategory ? JSON.stringify(b.lifestyleCategory) : null,
          b.seo || b.seoTags ? JSON.stringify(seo) : null,
          ctx.clock.now(),
          shownDelta,
        ],
      );
      const [updated] = rows;
      if (!updated) {
        const now = await loadVehicle(db, request.params.id);
        if (now.version === b.version) return toVehicle(now);
        throw new ApiError(412, STALE_VERSION, { version: STALE_VERSION });
      }
      // The version guard held, so `current` is the row this update changed.
      counts.vehiclesEdited({
        filters: EDITABLE_FILTERS.filter((f) => b[f] !== undefined),
        shownDelta: Number(updated.active) - Number(current.active),
      });
      const changed = Object.keys(b).filter((k) => k !== 'version');
      await audit(
        ctx.database.db,
        {
          action: 'vehicles.update',
          actorId: user.id,
          actorEmail: user.email,
          target: request.params.id,
          details: { fields: changed },
        },
        ctx.clock.now(),
      );
      return toVehicle(updated);
    },
  );

  r.put(
    '/v1/vehicles/bulk-active',
    { schema: { tags: ['vehicles'], body: bulkActiveRequest, response: { 200: bulkActiveResponse } } },
    async (request) => {
      const user = currentUser(request);
      const { ids, active } = request.body;
      await requireStockIds(db, ids);
      const rows = await db.query<{ stockid: string }>(
        `with changed as (
         update vehicles set active = $1, version = version + 1, updated_at = $3 where stockid = any($2::text[]) and active <> $1
         returning stockid, body_value, mark_for_deletion
       ), ${shownCountsMove('case when $1 then 1 else -1 end')}
       select stockid from changed`,
        [active, ids, ctx.clock.now()],
      );
      counts.vehiclesEdited({ filters: ['active'], shownDelta: active ? rows.length : -rows.length });
      await audit(
        ctx.database.db,
        {
          action: active ? 'vehicles.show' : 'vehicles.hide',
          actorId: user.id,
          actorEmail: user.email,
          details: { ids: rows.map((x) => x.stockid) },
        },
        ctx.clock.now(),
      );
      const n = rows.length;
      const what = `${n} vehicle${n === 1 ? '' : 's'}`;
      return { message: active ? `${what} shown on the front end` : `${what} hidden from the front end`, updated: n };
    },
  );
}
