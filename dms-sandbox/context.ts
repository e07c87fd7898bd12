import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dmsError } from '../contract/dms.ts';
import type { Faults } from './faults.ts';
import type { VehicleCore } from './generate.ts';
import type { Inventory } from './inventory.ts';
import type { ImageStore } from './render/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Sandbox route reachable without the API key (pictures, OpenAPI), like a DMS's public image URLs. */
    dmsSandboxPublic?: boolean;
    /** Sandbox admin route (fault switches): keyed, but never slowed down by the latency fault. */
    dmsSandboxAdmin?: boolean;
  }
}

export type SandboxApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface SandboxContext {
  inventory: Inventory;
  faults: Faults;
  images: ImageStore;
}

/** A failure the DMS reports as `{msg}` with this status. */
export class DmsError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, msg: string) {
    super(msg);
    this.statusCode = statusCode;
  }
}

/** Error answers every keyed route documents. */
export const errorResponses = { 400: dmsError, 401: dmsError, 404: dmsError, 500: dmsError } as const;

/** Route tags: the product API's OpenAPI hides X-HIDDEN routes; the sandbox's own document drops that tag. */
export const TAGS = (tag: string) => [tag, 'X-HIDDEN'];

export function findVehicle(ctx: SandboxContext, stockId: string): VehicleCore {
  const core = ctx.inventory.find(stockId);
  if (!core) throw new DmsError(404, `No vehicle with stock id ${stockId}`);
  return core;
}
