import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collections, publicPathsOf, type CollectionDeclaration } from '../../contract/content/index.ts';
import { sendPublicJson } from './publicHeaders.ts';

/** Short: the webhook tells the public site to refresh at once; revalidation with the ETag is nearly free. */
export { PUBLIC_CACHE_CONTROL } from './publicHeaders.ts';

/**
 * The public website's reads (beyond the spec), no session: published items only, public fields only, in display
 * order, as ready JSON with a strong ETag (304 on If-None-Match). Each collection answers at its list path under
 * /v1/public and at its earlier names (publicPaths.ts): one cache entry, so every path has the same body and ETag.
 */
export async function publicContentRoutes(app: FastifyInstance) {
  const cache = app.content.cache;
  const handler = (c: CollectionDeclaration) => async (request: FastifyRequest, reply: FastifyReply) => {
    const entry = await cache.get(c);
    return sendPublicJson(request, reply, entry.body, entry.etag);
  };
  for (const c of collections) {
    const [path, ...aliases] = publicPathsOf(c);
    if (!path) continue;
    const summary = `Published ${c.label.toLowerCase()}${c.kind === 'list' ? 's' : ''} for the public website`;
    app.get(`/v1/public${path}`, { schema: { tags: ['public content'], security: [], summary } }, handler(c));
    for (const alias of aliases) {
      app.get(
        `/v1/public${alias}`,
        {
          schema: {
            tags: ['public content'],
            security: [],
            summary: `${summary} (earlier name of /v1/public${path})`,
            description: `The same answer and ETag as /v1/public${path}, the collection's list path.`,
          },
        },
        handler(c),
      );
    }
  }
}
