import type { FastifyInstance } from 'fastify';
import { collections } from '../../contract/content/index.ts';
import { publicCacheHeaders } from './publicHeaders.ts';

/** Short: the webhook tells the public site to refresh at once; revalidation with the ETag is nearly free. */
export { PUBLIC_CACHE_CONTROL } from './publicHeaders.ts';

/**
 * The public website's reads (beyond the spec), no session: published items only, public fields only, in display
 * order, as ready JSON with a strong ETag (304 on If-None-Match).
 */
export async function publicContentRoutes(app: FastifyInstance) {
  const cache = app.content.cache;
  for (const c of collections) {
    if (!c.publicPath) continue;
    app.get(
      `/v1/public${c.publicPath}`,
      { schema: { tags: ['public content'], security: [], summary: `Published ${c.label.toLowerCase()}${c.kind === 'list' ? 's' : ''} for the public website` } },
      async (request, reply) => {
        const entry = await cache.get(c);
        void publicCacheHeaders(reply, entry.etag);
        const inm = request.headers['if-none-match'];
        // `*` matches any current answer (RFC 9110 §13.1.2).
        if (inm && inm.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === entry.etag)) return reply.code(304).send();
        return reply.type('application/json; charset=utf-8').send(entry.body);
      },
    );
  }
}
