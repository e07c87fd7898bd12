import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SYNC_STARTED_MESSAGE,
  syncLimit,
  syncLimitRequest,
  syncStartResponse,
  syncStatusResponse,
} from '../../contract/sync.ts';
import { audit } from '../audit.ts';
import { currentUser, requireAdmin } from '../auth/guard.ts';
import { ApiError } from '../errors.ts';
import { recentRuns } from '../sync/runs.ts';
import { getSyncLimit, setSyncLimit, SYNC_LIMIT_ID } from '../sync/syncLimit.ts';

export async function syncRoutes(app: FastifyInstance) {
  requireAdmin(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { sync } = app.inventory;

  r.put(
    '/v1/vehicles',
    { schema: { tags: ['sync'], response: { 202: syncStartResponse } } },
    async (request, reply) => {
      const user = currentUser(request);
      const runId = await sync.start('manual', user);
      if (runId === null) throw new ApiError(409, 'A sync with the DMS is already running. Try again in 2 minutes.');
      return reply.code(202).send({ message: SYNC_STARTED_MESSAGE, runId });
    },
  );

  r.get('/v1/sync/status', { schema: { tags: ['sync'], response: { 200: syncStatusResponse } } }, async () => {
    const { lastUpdated, counts } = await sync.summary();
    const runs = await recentRuns(ctx.database);
    return {
      lastUpdated,
      totalResults: counts,
      runs: runs.map((x) => ({
        id: x.id,
        trigger: x.trigger,
        status: x.status,
        startedAt: x.started_at.toISOString(),
        finishedAt: x.finished_at?.toISOString() ?? null,
        total: x.total,
        fetched: x.fetched,
        inserted: x.inserted,
        updated: x.updated,
        marked: x.marked,
        error: x.error,
      })),
    };
  });

  r.get('/v1/syncLimit', { schema: { tags: ['sync'], response: { 200: syncLimit } } }, async () => ({
    _id: SYNC_LIMIT_ID,
    vehicleLimit: await getSyncLimit(ctx.database),
  }));

  r.post(
    '/v1/syncLimit',
    { schema: { tags: ['sync'], body: syncLimitRequest, response: { 200: syncLimit } } },
    async (request) => {
      const user = currentUser(request);
      await setSyncLimit(ctx.database, request.body.vehicleLimit, ctx.clock.now());
      await audit(
        ctx.database.db,
        {
          action: 'sync.limit',
          actorId: user.id,
          actorEmail: user.email,
          details: { vehicleLimit: request.body.vehicleLimit },
        },
        ctx.clock.now(),
      );
      return { _id: SYNC_LIMIT_ID, vehicleLimit: request.body.vehicleLimit };
    },
  );
}
