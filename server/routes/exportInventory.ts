import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_MESSAGE } from '../../contract/vehicles.ts';
import { audit } from '../audit.ts';
import { currentUser, requireAdmin } from '../auth/guard.ts';
import { inventoryCsv, type ExportThread } from '../vehicles/exportThread.ts';
import { requireStockIds } from '../vehicles/load.ts';

const exportQuery = z.strictObject({
  format: z.enum(['csv', 'json']).default('json'),
  /** Comma-joined stock ids: export only these ("export selected"). */
  ids: z.string().max(40_000).optional(),
});

/**
 * Sends the CSV batch by batch: the next is written once the socket has taken the last (its write callback), and
 * that batch's buffer then goes back to the export thread for a later batch. Fastify's reply.send(stream) gives
 * no such moment, so the route takes the response over and sends the headers its hooks would have added (helmet's
 * are on the reply already; the API's no-store). A client that goes away stops the reading.
 */
async function sendCsv(reply: FastifyReply, chunks: AsyncGenerator<Buffer>, thread: ExportThread) {
  reply.hijack();
  const res = reply.raw;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
  res.writeHead(200, { ...headers, 'cache-control': 'no-store' });
  const closed = new Promise<false>((resolve) => res.once('close', () => resolve(false)));
  const write = (chunk: Buffer) =>
    Promise.race([new Promise<boolean>((resolve) => res.write(chunk, (err) => resolve(!err))), closed]);
  // One batch on its way to the client while the next is read and formatted, as a stream's one-chunk buffer allows.
  let sending: { chunk: Buffer; done: Promise<boolean> } | null = null;
  const sent = async () => {
    if (!sending) return true;
    const ok = await sending.done;
    if (ok) thread.reuse(sending.chunk);
    sending = null;
    return ok;
  };
  try {
    for await (const chunk of chunks) {
      if (!(await sent())) return;
      sending = { chunk, done: write(chunk) };
    }
    if (await sent()) res.end();
  } catch (err) {
    // The headers are gone: a cut connection is how the client learns the download is incomplete.
    reply.log.error({ err }, 'the inventory export failed while sending');
    res.destroy();
  }
}

/** GET /v1/vehicles/exportInventory: `{message, url}`, or with format=csv the CSV itself, streamed. */
export async function exportRoutes(app: FastifyInstance) {
  requireAdmin(app);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/v1/vehicles/exportInventory',
      { schema: { tags: ['vehicles'], querystring: exportQuery } },
      async (request, reply) => {
        const user = currentUser(request);
        const { ctx } = app;
        const ids = request.query.ids
          ?.split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        if (ids?.length) await requireStockIds(ctx.database, ids);
        if (request.query.format === 'json') {
          const qs = new URLSearchParams({ format: 'csv', ...(ids ? { ids: ids.join(',') } : {}) });
          return { message: EXPORT_MESSAGE, url: `/v1/vehicles/exportInventory?${qs}` };
        }
        const day = ctx.clock.now().toISOString().slice(0, 10);
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="inventory-${day}.csv"`);
        // HEAD (answered by this handler too): the headers alone; nothing is read, nothing is recorded as an export.
        if (request.method === 'HEAD') return reply.send();
        await audit(
          ctx.database.db,
          {
            action: 'vehicles.export',
            actorId: user.id,
            actorEmail: user.email,
            details: { count: ids?.length ?? 'all' },
          },
          ctx.clock.now(),
        );
        const chunks = inventoryCsv(ctx.database, app.exportThread, {
          dealerId: ctx.config.DEALER_ID,
          publicUrl: ctx.config.publicUrl,
          ids,
        });
        await sendCsv(reply, chunks, app.exportThread);
        return reply;
      },
    );
}
