import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_MESSAGE } from '../../contract/vehicles.ts';
import { audit } from '../audit.ts';
import { currentUser, requireAdmin } from '../auth/guard.ts';
import { inventoryCsv } from '../vehicles/exportThread.ts';

const exportQuery = z.strictObject({
  format: z.enum(['csv', 'json']).default('json'),
  /** Comma-joined stock ids: export only these ("export selected"). */
  ids: z.string().max(40_000).optional(),
});

/** GET /v1/vehicles/exportInventory: `{message, url}`, or with format=csv the CSV itself, streamed. */
export async function exportRoutes(app: FastifyInstance) {
  requireAdmin(app);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/vehicles/exportInventory',
    { schema: { tags: ['vehicles'], querystring: exportQuery } },
    async (request, reply) => {
      const user = currentUser(request);
      const { ctx } = app;
      const ids = request.query.ids?.split(',').map((s) => s.trim()).filter(Boolean);
      if (request.query.format === 'json') {
        const qs = new URLSearchParams({ format: 'csv', ...(ids ? { ids: ids.join(',') } : {}) });
        return { message: EXPORT_MESSAGE, url: `/v1/vehicles/exportInventory?${qs}` };
      }
      await audit(ctx.database.db, { action: 'vehicles.export', actorId: user.id, actorEmail: user.email, details: { count: ids?.length ?? 'all' } }, ctx.clock.now());
      const day = ctx.clock.now().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="inventory-${day}.csv"`);
      // One formatted batch (about 1 MB) waits for the socket while the next is read and formatted, no more.
      return reply.send(Readable.from(inventoryCsv(ctx.database, app.exportThread, { dealerId: ctx.config.DEALER_ID, publicUrl: ctx.config.publicUrl, ids }), { highWaterMark: 1 }));
    },
  );
}
