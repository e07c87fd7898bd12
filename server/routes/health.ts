import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase, createDmsProbe } from '../readiness.ts';

const readyAnswer = z.object({
  status: z.enum(['ready', 'not ready']),
  message: z.string(),
  /** Per failed check, why (empty when ready). */
  errors: z.record(z.string(), z.string()),
  checks: z.object({
    database: z.object({ ok: z.boolean(), ms: z.number(), error: z.string().optional() }),
    migrations: z.object({
      ok: z.boolean(),
      shipped: z.number(),
      applied: z.number(),
      missing: z.array(z.string()),
      unknown: z.number(),
      error: z.string().optional(),
    }),
    dms: z.object({
      reachable: z.boolean(),
      ms: z.number(),
      error: z.string().optional(),
      affectsReadiness: z.literal(false),
    }),
  }),
});

/**
 * Liveness and readiness, without sign-in (load balancers and orchestrators call them).
 * - /v1/health: the process answers. No database, so a slow database never gets a live process restarted.
 * - /v1/ready: may this instance take traffic? Database reachable and every shipped migration applied: 200,
 *   else 503 with the reasons. The DMS is checked and shown but never makes it unready: every instance shares
 *   the one DMS, so its outage would take the whole console out of the load balancer, while everything but a
 *   sync (the inventory, content, accounts) is served from our database and keeps working.
 */
export async function healthRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const checkDms = createDmsProbe(() => app.ctx.clock.now().getTime());
  typed.get(
    '/v1/health',
    { schema: { tags: ['health'], security: [], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  typed.get(
    '/v1/ready',
    { schema: { tags: ['health'], security: [], response: { 200: readyAnswer, 503: readyAnswer } } },
    async (request, reply) => {
      const [{ database, migrations }, dms] = await Promise.all([
        checkDatabase(app.ctx.database),
        checkDms(app.inventory.dmsBaseUrl(), app.inventory.dmsKey),
      ]);
      const errors: Record<string, string> = {};
      if (!database.ok) errors.database = database.error ?? 'not reachable';
      if (!migrations.ok) {
        errors.migrations = migrations.missing.length
          ? `not applied: ${migrations.missing.join(', ')}`
          : (migrations.error ?? 'not checked');
      }
      const ready = Object.keys(errors).length === 0;
      if (!ready) request.log.warn({ errors }, 'not ready');
      const dmsNote = dms.reachable
        ? 'the DMS answers'
        : `the DMS is not reachable (${dms.error ?? 'no answer'}); syncs will fail until it is`;
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not ready',
        message: ready ? `Ready; ${dmsNote}` : `Not ready: ${Object.values(errors).join('; ')}`,
        errors,
        checks: { database, migrations, dms: { ...dms, affectsReadiness: false as const } },
      });
    },
  );
}
