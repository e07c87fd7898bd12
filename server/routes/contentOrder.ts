import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../contract/errors.ts';
import {
  collectionByName,
  contentOrderRequest,
  ORDER_NOT_ORDERED,
  ORDER_SAVED,
  publicUrlsOf,
} from '../../contract/content/index.ts';
import { currentUser, requireAdmin } from '../auth/guard.ts';
import { reorderDocuments } from '../content/order.ts';
import { listRows, present } from '../content/store.ts';
import { badRequest, notFound } from '../errors.ts';

const params = z.object({ collection: z.string().max(100) });

/**
 * POST /v1/content/{collection}/order {ids}: any list collection ordered by `position` (carousel cards, hero images,
 * FAQ) takes its new order in one request and one transaction. Answers the list in its new order.
 */
export async function contentOrderRoutes(app: FastifyInstance) {
  requireAdmin(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;

  r.post(
    '/v1/content/:collection/order',
    {
      schema: {
        tags: ['content order'],
        summary: 'Save the order of a list collection (every id, in the new order)',
        params,
        body: z.unknown(),
        response: { 200: z.unknown(), 400: errorBody, 404: errorBody, 412: errorBody },
      },
    },
    async (request) => {
      const c = collectionByName(request.params.collection);
      if (!c) throw notFound(`Unknown content collection ${request.params.collection}`);
      if (c.kind !== 'list' || c.orderBy !== 'position') throw badRequest(ORDER_NOT_ORDERED(c.label));
      const parsed = contentOrderRequest.safeParse(request.body);
      if (!parsed.success) {
        const [issue] = parsed.error.issues;
        if (!issue) throw badRequest('Invalid order', { ids: 'Invalid order' });
        const field = issue.path.length ? issue.path.join('.') : 'ids';
        throw badRequest(issue.code === 'unrecognized_keys' ? `Unknown field ${issue.keys[0] ?? ''}` : issue.message, {
          [field]: issue.message,
        });
      }
      const user = currentUser(request);
      const at = app.ctx.clock.now();
      const moved = await reorderDocuments(db, c, parsed.data.ids, { id: user.id, email: user.email }, at);
      if (moved) {
        const { cache, webhook } = app.content;
        await cache.changed(c.name);
        if (c.publicPath && webhook.enabled)
          webhook.notify({
            event: 'content.changed',
            collection: c.name,
            paths: publicUrlsOf(c),
            id: null,
            at: at.toISOString(),
          });
      }
      return { status: 'success', message: ORDER_SAVED, data: (await listRows(db, c)).map(present) };
    },
  );
}
