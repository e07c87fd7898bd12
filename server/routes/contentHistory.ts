import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../contract/errors.ts';
import { collectionByName, restoreRequest, revisionList } from '../../contract/content/index.ts';
import { requireAdmin } from '../auth/guard.ts';
import { listRevisions } from '../content/store.ts';
import { notFound } from '../errors.ts';

const params = z.object({ collection: z.string().max(100), id: z.string().trim().min(1).max(100) });
const collectionOf = (name: string) => {
  const c = collectionByName(name);
  if (!c) throw notFound(`Unknown content collection ${name}`);
  return c;
};

/** History of any document (beyond the spec): its revisions, and restoring one as a new revision. */
export async function contentHistoryRoutes(app: FastifyInstance) {
  requireAdmin(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content history'];

  r.get(
    '/v1/content/:collection/:id/revisions',
    { schema: { tags, params, response: { 200: revisionList, 404: errorBody } } },
    async (request) => {
      const data = await listRevisions(app.ctx.database.db, collectionOf(request.params.collection), request.params.id);
      return { data, total: data.length };
    },
  );

  r.post(
    '/v1/content/:collection/:id/revisions/:revision/restore',
    {
      schema: {
        tags,
        params: params.extend({ revision: z.coerce.number().int().min(1) }),
        body: restoreRequest,
        response: { 200: z.unknown(), 400: errorBody, 404: errorBody, 412: errorBody },
      },
    },
    async (request) =>
      app.content.writes.restore(
        collectionOf(request.params.collection),
        request,
        request.params.id,
        request.params.revision,
      ),
  );
}
