import type { FastifyInstance } from 'fastify';
import { DMS_API_KEY_HEADER, dmsEndpoints } from '../../contract/dms.ts';
import { requireAdmin } from '../auth/guard.ts';

const MAX_ANSWER_BYTES = 10 * 1024 * 1024;
const allowed = new Map(Object.values(dmsEndpoints).map((e) => [`${e.method} ${e.path}`, e]));

/**
 * /dms/Inventory/...: the console's only way to the DMS, sandbox or real. Signed-in admins only; the key is
 * added here and never reaches the browser; only the contract's endpoints pass; time and size are bounded.
 */
export async function dmsProxyRoutes(app: FastifyInstance) {
  requireAdmin(app);
  app.route({
    method: ['GET', 'POST'],
    url: '/dms/*',
    schema: { hide: true },
    bodyLimit: 256 * 1024,
    handler: async (request, reply) => {
      const [pathname, search = ''] = request.url.slice('/dms'.length).split('?');
      const endpoint = allowed.get(`${request.method} ${pathname}`);
      if (!endpoint)
        return reply
          .code(404)
          .send({ msg: `${request.method} ${pathname} is not a DMS endpoint`, message: 'Unknown DMS endpoint' });
      const { dmsBaseUrl, dmsKey } = app.inventory;
      let res: Response;
      try {
        res = await fetch(`${dmsBaseUrl().replace(/\/+$/, '')}${pathname}${search ? `?${search}` : ''}`, {
          method: request.method,
          headers: {
            [DMS_API_KEY_HEADER]: dmsKey,
            accept: 'application/json',
            ...(request.method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          body: request.method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined,
          signal: AbortSignal.timeout(app.ctx.config.DMS_TIMEOUT_MS),
        });
      } catch (err) {
        const timedOut = err instanceof Error && err.name === 'TimeoutError';
        const msg = timedOut ? 'The DMS did not answer in time' : 'The DMS cannot be reached';
        return reply.code(timedOut ? 504 : 502).send({ msg, message: msg });
      }
      const length = Number(res.headers.get('content-length') ?? 0);
      if (length > MAX_ANSWER_BYTES)
        return reply.code(502).send({ msg: 'The DMS answer is too large', message: 'The DMS answer is too large' });
      const text = await res.text();
      if (text.length > MAX_ANSWER_BYTES)
        return reply.code(502).send({ msg: 'The DMS answer is too large', message: 'The DMS answer is too large' });
      return reply
        .code(res.status)
        .type(res.headers.get('content-type') ?? 'application/json')
        .send(text);
    },
  });
}
