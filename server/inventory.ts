import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { sandboxApiKey } from './dms/apiKey.ts';
import { createDmsClient, type DmsClient } from './dms/client.ts';
import { memoryBus, postgresBus, type EventBus } from './sync/events.ts';
import { createSyncService, type SyncService } from './sync/service.ts';
import { checkLowStock } from './bodyTypes/lowStock.ts';

export interface Inventory {
  dms: DmsClient;
  dmsKey: string;
  dmsBaseUrl(): string;
  bus: EventBus;
  sync: SyncService;
}

declare module 'fastify' {
  interface FastifyInstance {
    inventory: Inventory;
  }
}

export const SANDBOX_PREFIX = '/dms-sandbox';

/**
 * The DMS side of the server: the real DMS at DMS_URL, or the sandbox mounted in this process and reached
 * over real HTTP on our own port (its URL is known once the server listens).
 */
export async function registerInventory(app: FastifyInstance, ctx: AppContext) {
  const { config } = ctx;
  let baseUrl = config.DMS_URL ?? '';
  const dmsKey = config.DMS_URL ? (config.DMS_API_KEY ?? '') : sandboxApiKey(config.dataDir, config.DMS_API_KEY);
  if (!config.DMS_URL) {
    const { default: sandbox } = await import('../dms-sandbox/plugin.ts');
    await app.register(sandbox, {
      prefix: SANDBOX_PREFIX,
      apiKey: dmsKey,
      vehicles: config.DMS_SANDBOX_VEHICLES,
      cacheDir: path.join(config.dataDir, 'dms-sandbox'),
    });
    app.addHook('onListen', async () => {
      const addr = app.server.address();
      const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
      baseUrl = `http://127.0.0.1:${port}${SANDBOX_PREFIX}`;
    });
  }
  // One description of the DMS for both readers: this thread's client and the sync's feed thread.
  const dmsConnection = () => ({ baseUrl, apiKey: dmsKey, timeoutMs: config.DMS_TIMEOUT_MS });
  const dms = createDmsClient({ ...dmsConnection(), baseUrl: () => baseUrl });
  const { database } = ctx;
  const bus =
    database.pool && database.url
      ? await postgresBus(database.url, database.pool, (err) => app.log.error({ err }, 'sync event listener failed'))
      : memoryBus();
  const sync = createSyncService({
    database,
    dms: dmsConnection,
    bus,
    clock: ctx.clock,
    log: app.log,
    intervalMinutes: config.SYNC_INTERVAL,
    minFeedRatio: config.SYNC_MIN_FEED_RATIO,
    pageSize: config.SYNC_PAGE_SIZE,
    afterSync: () => checkLowStock(ctx, app.log),
  });
  app.decorate('inventory', { dms, dmsKey, dmsBaseUrl: () => baseUrl, bus, sync });
  app.addHook('onClose', async () => {
    await sync.close();
    await bus.close();
  });
}
