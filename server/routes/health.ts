import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/health',
    { schema: { tags: ['health'], security: [], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await app.ctx.database.query('select 1');
      return { status: 'ok' as const };
    },
  );
}
