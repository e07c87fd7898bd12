import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/guard.ts';
import type { SyncEvent } from '../sync/events.ts';

const HEARTBEAT_MS = 15_000;

/**
 * GET /v1/vehicles/update-all: server-sent events for signed-in admins (bearer header; the console reads it
 * with fetch). Events: started, progress, finished, failed; comment heartbeats keep proxies from closing it.
 */
export async function syncEventRoutes(app: FastifyInstance) {
  requireAdmin(app);
  const open = new Set<() => void>();
  // Streams never end by themselves: end them before the server stops listening, or shutdown would wait forever.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get('/v1/vehicles/update-all', { schema: { tags: ['sync'], hide: false } }, async (request, reply) => {
    const { bus, sync } = app.inventory;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    let seq = 0;
    const write = (event: string, data: unknown) => {
      if (!res.writableEnded) res.write(`id: ${++seq}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    // The current state first, so a client that connects mid-sync knows at once.
    const summary = await sync.summary();
    write('status', summary);
    const unsubscribe = bus.subscribe((e: SyncEvent) => {
      const { type, ...data } = e;
      write(type, data);
    });
    // Events sent while this instance was not listening (its connection to PostgreSQL was cut) never reach the
    // client: once it listens again, the current state, as at connection.
    const stopGaps = bus.onGap(() => {
      void sync.summary().then(
        (now) => write('status', now),
        () => undefined,
      );
    });
    const beat = setInterval(() => {
      if (!res.writableEnded) res.write(`: heartbeat ${Date.now()}\n\n`);
    }, HEARTBEAT_MS);
    const close = () => {
      clearInterval(beat);
      unsubscribe();
      stopGaps();
      open.delete(end);
    };
    const end = () => {
      close();
      res.end();
    };
    open.add(end);
    request.raw.on('close', close);
  });
}
