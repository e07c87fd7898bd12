import type { FastifyInstance } from 'fastify';
import { collections } from '../../contract/content/index.ts';
import { contentHistoryRoutes } from '../routes/contentHistory.ts';
import { contentRoutes } from '../routes/content.ts';
import { publicContentRoutes } from '../routes/publicContent.ts';
import { LOCK_KEYS, underAdvisoryLock } from '../db/advisoryLock.ts';
import { memoryBus, postgresBus } from '../sync/events.ts';
import { createPublicCache, type ContentChanged, type PublicCache } from './publicCache.ts';
import { seedCollection } from './store.ts';
import { parseContent } from './validate.ts';
import { contentWrites, type ContentWrites } from './writes.ts';
import { createWebhook, type Webhook } from './webhook.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: { cache: PublicCache; writes: ContentWrites; webhook: Webhook };
  }
}

/** The content platform: every collection of contract/content/ served from its declaration. */
export async function registerContent(app: FastifyInstance) {
  const { ctx } = app;
  const { database, config } = ctx;
  const bus =
    database.pool && database.url
      ? await postgresBus<ContentChanged>(
          database.url,
          database.pool,
          (err) => app.log.error({ err }, 'content change listener failed'),
          'content_changed',
        )
      : memoryBus<ContentChanged>();
  const cache = createPublicCache(database.db, ctx.clock, bus);
  const webhook = createWebhook({
    url: config.PUBLIC_SITE_WEBHOOK_URL,
    secret: config.PUBLIC_SITE_WEBHOOK_SECRET,
    db: database.db,
    log: app.log,
  });
  app.decorate('content', { cache, webhook, writes: undefined as unknown as ContentWrites });
  app.content.writes = contentWrites(app, cache, webhook);
  app.addHook('onClose', async () => {
    await webhook.close();
    cache.close();
    await bus.close();
  });
  // Instances starting together on a new database would each seed the same first documents: one at a time.
  await underAdvisoryLock(database.pool, LOCK_KEYS.contentSeed, async () => {
    for (const c of collections) {
      await seedCollection(
        database.db,
        c,
        (input) => parseContent(c, { ...c.defaults, ...(input as object) }),
        ctx.clock.now(),
      );
    }
  });
  await app.register(contentRoutes);
  await app.register(contentHistoryRoutes);
  await app.register(publicContentRoutes);
}
