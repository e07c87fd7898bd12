import { createHash, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import swagger from '@fastify/swagger';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { DMS_API_KEY_HEADER, type DmsSandboxFaultsPatch } from '../contract/dms.ts';
import { DmsError, type SandboxContext } from './context.ts';
import { Faults } from './faults.ts';
import { Inventory } from './inventory.ts';
import { ImageStore } from './render/index.ts';
import { faultRoutes } from './routes/faults.ts';
import { feedRoutes } from './routes/feed.ts';
import { hotspotRoutes } from './routes/hotspots.ts';
import { imageRoutes } from './routes/images.ts';
import { inventoryRoutes } from './routes/inventory.ts';
import { zoneRoutes } from './routes/zones.ts';

export interface DmsSandboxOptions {
  /** Key clients must send in `x-api-key`, like a real DMS. */
  apiKey: string;
  /** Inventory size (stock ids A10000, A10001, ...). */
  vehicles: number;
  /** Same seed, same inventory. Default 1. */
  seed?: number;
  /** Where generated pictures are kept. */
  cacheDir: string;
  /** Absolute URL of the sandbox root (prefix included) for picture URLs; default: the root-relative prefix. */
  publicBaseUrl?: string;
  /** Reference day (YYYY-MM-DD) of ages and purchase dates; fixed by default so restarts give the same data. */
  asOf?: string;
  /**
   * Keep each feed record's JSON text after its first read, as a DMS serves stored records (the standalone service
   * does; 86 MB for 15,000 vehicles). Off by default: inside the product the sandbox's memory is the instance's,
   * and a re-read generates the records again (~0.6 s for 15,000; issue 26).
   */
  keepRecords?: boolean;
  /** Fault switches on from the start (tests); changeable later through `/__faults`. */
  faults?: DmsSandboxFaultsPatch;
}

export const DEFAULT_AS_OF = '2026-11-01';
/** Stock ids run A10000..Z99999 (23 letters × 90,000). */
export const MAX_VEHICLES = 2_000_000;
const OPENAPI_DECORATOR = 'dmsSandboxOpenApi';

function checkOptions(opts: DmsSandboxOptions): void {
  if (typeof opts.apiKey !== 'string' || opts.apiKey.length < 8)
    throw new Error('dms-sandbox: apiKey of at least 8 characters is required');
  if (!Number.isInteger(opts.vehicles) || opts.vehicles < 0 || opts.vehicles > MAX_VEHICLES) {
    throw new Error(`dms-sandbox: vehicles must be an integer from 0 to ${MAX_VEHICLES}`);
  }
  if (opts.seed !== undefined && !Number.isInteger(opts.seed)) throw new Error('dms-sandbox: seed must be an integer');
  if (opts.asOf !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(opts.asOf))
    throw new Error('dms-sandbox: asOf must be YYYY-MM-DD');
  if (!opts.cacheDir) throw new Error('dms-sandbox: cacheDir is required');
}

/** Constant-time comparison of digests, so response timing does not leak how much of a key was right. */
function keyChecker(apiKey: string): (given: string) => boolean {
  const expected = createHash('sha256').update(apiKey).digest();
  return (given) => timingSafeEqual(createHash('sha256').update(given).digest(), expected);
}

const SECTION: Record<string, string> = { body: 'Body', querystring: 'Query', params: 'Path', headers: 'Headers' };

/**
 * The sandbox DMS as an encapsulated Fastify plugin: register it with a prefix (`/dms-sandbox`); its compilers,
 * error handler, key check and OpenAPI document stay inside that prefix.
 */
const dmsSandbox: FastifyPluginAsync<DmsSandboxOptions> = async (fastify, opts) => {
  checkOptions(opts);
  const seed = opts.seed ?? 1;
  const asOf = opts.asOf ?? DEFAULT_AS_OF;
  const prefix = fastify.prefix;
  const baseUrl = (opts.publicBaseUrl ?? prefix).replace(/\/+$/, '');
  const ctx: SandboxContext = {
    inventory: new Inventory({ seed, asOf }, opts.vehicles, baseUrl, opts.keepRecords),
    faults: new Faults(opts.faults),
    images: new ImageStore(opts.cacheDir, seed, asOf),
  };
  const keyMatches = keyChecker(opts.apiKey);

  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  await fastify.register(swagger, {
    decorator: OPENAPI_DECORATOR,
    hiddenTag: 'X-DMS-SANDBOX-HIDDEN',
    stripBasePath: false,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sandbox DMS',
        version: '1.0.0',
        description:
          'Stand-in for the dealer management system: the DMS contract (/Inventory/...) over a seeded inventory.',
      },
      servers: [{ url: baseUrl || '/' }],
      components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: DMS_API_KEY_HEADER } } },
      security: [{ apiKey: [] }],
    },
    // Paths relative to the sandbox root (the server entry carries the prefix); the product-hiding tag dropped.
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const tags = (schema.tags as string[] | undefined)?.filter((t) => t !== 'X-HIDDEN');
      return { schema: { ...schema, tags }, url: url.startsWith(prefix) ? url.slice(prefix.length) || '/' : url };
    },
  });

  fastify.setErrorHandler((err: FastifyError | DmsError, request, reply) => {
    if (err instanceof DmsError) {
      if (err.statusCode >= 500) request.log.warn({ msg: err.message }, 'dms-sandbox answered an error');
      return reply.code(err.statusCode).send({ msg: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const [first] = err.validation;
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const where = SECTION[err.validationContext ?? 'body'] ?? 'Request';
      return reply
        .code(400)
        .send({ msg: `${where} is invalid: ${field ? `${field}: ` : ''}${first?.message ?? 'invalid value'}` });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'dms-sandbox answer does not match the contract');
      return reply.code(500).send({ msg: 'Sandbox answer does not match the DMS contract' });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) request.log.error({ err }, 'dms-sandbox failed');
    return reply.code(status).send({ msg: status === 500 ? 'Internal sandbox error' : err.message });
  });

  fastify.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ msg: `No DMS endpoint ${request.method} ${request.url.split('?')[0]}` });
  });

  fastify.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (config.dmsSandboxPublic) return;
    const given = request.headers[DMS_API_KEY_HEADER];
    if (typeof given !== 'string' || !keyMatches(given)) {
      return reply.code(401).send({ msg: `Missing or wrong API key (${DMS_API_KEY_HEADER} header)` });
    }
    const { latencyMs } = ctx.faults.current;
    if (latencyMs > 0 && !config.dmsSandboxAdmin) await sleep(latencyMs);
  });

  // A page held open by the timeout fault would otherwise keep close() waiting forever.
  fastify.addHook('preClose', async () => ctx.faults.releaseHung());

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  feedRoutes(app, ctx);
  inventoryRoutes(app, ctx);
  zoneRoutes(app, ctx);
  hotspotRoutes(app, ctx);
  imageRoutes(app, ctx);
  faultRoutes(app, ctx);
  app.get('/openapi.json', { config: { dmsSandboxPublic: true }, schema: { hide: true } }, async () =>
    fastify.getDecorator<() => unknown>(OPENAPI_DECORATOR)(),
  );
};

export default dmsSandbox;
