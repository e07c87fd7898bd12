import path from 'node:path';
import { rootDir } from './paths.ts';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { createBackground } from './background.ts';
import { createAnonymousAudit } from './anonymousAudit.ts';
import type { AppContext } from './context.ts';
import { loggerOptions } from './logger.ts';
import { registerConsole } from './plugins/console.ts';
import { registerErrorHandler } from './plugins/errorHandler.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { opsRoutes } from './routes/ops.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRejectNul } from './plugins/rejectNul.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSlowClients, slowClientServerOptions, trustProxyFunction } from './plugins/slowClients.ts';
import { authRoutes } from './routes/auth.ts';
import { healthRoutes } from './routes/health.ts';
import { userRoutes } from './routes/users.ts';
import { dmsProxyRoutes } from './routes/dmsProxy.ts';
import { syncRoutes } from './routes/sync.ts';
import { syncEventRoutes } from './routes/syncEvents.ts';
import { registerInventory } from './inventory.ts';
import { vehicleRoutes } from './routes/vehicles.ts';
import { featureRoutes } from './routes/features.ts';
import { exportRoutes } from './routes/exportInventory.ts';
import { vehiclePinRoutes } from './routes/vehiclePins.ts';
import { web360Routes } from './routes/web360.ts';
import { mediaRoutes } from './routes/media.ts';
import { registerContent } from './content/plugin.ts';
import { categoryRoutes } from './routes/categories.ts';
import { referralRoutes } from './routes/referrals.ts';
import { contentOrderRoutes } from './routes/contentOrder.ts';
import { rideShareRoutes } from './routes/rideShare.ts';
import { bodyTypeRoutes } from './routes/bodyTypes.ts';
import { seoPageRoutes } from './routes/seoPages.ts';
import { blogRoutes } from './routes/blog.ts';
import { createListCounts } from './vehicles/counts.ts';
import { createExportThread } from './vehicles/exportThread.ts';

export interface BuildOptions {
  logStream?: DestinationStream;
  distDir?: string;
}

export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(ctx.config.LOG_LEVEL, opts.logStream),
    trustProxy: trustProxyFunction(ctx.config.TRUST_PROXY),
    ...slowClientServerOptions(ctx.config),
    bodyLimit: 1024 * 1024,
    // Longer path values reach the routes' schemas (a 400 naming the field, after the sign-in check): past
    // find-my-way's default of 100 they got a bare 414 in Fastify's own format, even without a token.
    routerOptions: { maxParamLength: 8192 },
    // Malformed URLs (bad percent-encoding): our error shape instead of Fastify's.
    frameworkErrors: (err, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ message: `The address is not valid: ${err.message}`, errors: {} });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  const background = createBackground(app.log);
  app.decorate('background', background);
  app.addHook('onClose', () => background.idle());
  const anonymousAudit = createAnonymousAudit(ctx.database.db, ctx.clock, app.log);
  app.decorate('anonymousAudit', anonymousAudit);
  // After the background work (a reset request may still record), before the database closes.
  app.addHook('onClose', () => anonymousAudit.close());
  registerErrorHandler(app);
  registerRejectNul(app);
  registerSlowClients(app, ctx.config);
  // Before any route: fastify-metrics times the routes registered after it.
  await registerMetrics(app, ctx.config.METRICS_ALLOW);
  await registerSecurity(app, ctx.config.corsOrigins);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await registerInventory(app, ctx);
  await app.register(syncRoutes);
  await app.register(syncEventRoutes);
  await app.register(dmsProxyRoutes);
  app.decorate('vehicleCounts', createListCounts(ctx.database, app.inventory.sync, app.inventory.bus));
  await app.register(vehicleRoutes);
  await app.register(featureRoutes);
  const exportThread = createExportThread();
  app.decorate('exportThread', exportThread);
  app.addHook('onClose', () => exportThread.close());
  await app.register(exportRoutes);
  await app.register(vehiclePinRoutes);
  await app.register(web360Routes);
  await app.register(mediaRoutes);
  await registerContent(app);
  await app.register(categoryRoutes);
  await app.register(referralRoutes);
  await app.register(contentOrderRoutes);
  await app.register(rideShareRoutes);
  await app.register(bodyTypeRoutes);
  await app.register(seoPageRoutes);
  await app.register(blogRoutes);
  // The backup tool's way into a PGlite folder this server holds (loopback and a token file only; not on PostgreSQL).
  await app.register(opsRoutes);
  await registerConsole(app, opts.distDir ?? path.join(rootDir, 'dist'));
  return app;
}
