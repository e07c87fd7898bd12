import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';

/** Strict headers everywhere; the console's CSP allows only our own origin (MUI needs inline styles). */
export async function registerSecurity(app: FastifyInstance, corsOrigins: string[]) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  // Same-origin by default: no CORS headers at all unless origins are configured.
  if (corsOrigins.length > 0) {
    await app.register(cors, {
      origin: corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Range', 'If-Match'],
      exposedHeaders: ['Content-Range', 'ETag', 'Retry-After'],
    });
  }
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/v1/') || request.url === '/v1') reply.header('Cache-Control', 'no-store');
  });
}
