import type { z } from 'zod';
import { dmsEndpoints, dmsFeedPage, dmsFeedQuery } from '../../contract/dms.ts';
import { DmsError, errorResponses, TAGS, type SandboxApp, type SandboxContext } from '../context.ts';

/**
 * The inventory feed the sync reads: `GET /Inventory/Vehicles?page=1&pageSize=100`, 1-based pages in stockid
 * order. Vehicle i is generated only when its page is read. The fault switches act here.
 */
export function feedRoutes(app: SandboxApp, ctx: SandboxContext): void {
  // Reply typed as text: the page is serialised here (see below); the schema still validates the query and documents the answer.
  app.get<{ Querystring: z.output<typeof dmsFeedQuery>; Reply: string }>(
    dmsEndpoints.vehicles.path,
    {
      schema: {
        tags: TAGS('Inventory feed'),
        summary: 'One page of the inventory, every DMS-owned field, ordered by stockid',
        querystring: dmsFeedQuery,
        response: { 200: dmsFeedPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const action = ctx.faults.feedPageAction(page);
      if (action === 'fail') throw new DmsError(500, `Simulated DMS failure on page ${page}`);
      if (action === 'hang') {
        ctx.faults.hang(reply);
        return reply;
      }
      const total = ctx.faults.feedSize(ctx.inventory.count);
      const { mutateSeed } = ctx.faults.current;
      const records: string[] = [];
      for (let i = (page - 1) * pageSize; i < Math.min(total, page * pageSize); i++)
        records.push(ctx.inventory.vehicleJson(i, mutateSeed));
      // Assembled as text rather than by the zod serializer: pages are large, records may be kept as text, and the
      // truncation fault needs the text anyway. The tests parse pages with the contract's schema.
      const body = `{"page":${page},"pageSize":${pageSize},"total":${total},"totalPages":${Math.ceil(total / pageSize)},"vehicles":[${records.join(',')}]}`;
      reply.type('application/json; charset=utf-8');
      return action === 'truncate' ? body.slice(0, Math.floor(body.length / 2)) : body;
    },
  );
}
