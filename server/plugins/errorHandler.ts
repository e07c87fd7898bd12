import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../errors.ts';

const SECTION: Record<string, string> = { body: 'Request body', querystring: 'Query', params: 'Path', headers: 'Headers' };

/** Every failure leaves as `{message, errors}` with a meaningful status; internals never reach the client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | ApiError | Error, request, reply) => {
    if (err instanceof ApiError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send({ message: err.message, ...(err.errors ? { errors: err.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const v of err.validation) {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const params = v.params as { keys?: string[] };
        if (v.keyword === 'unrecognized_keys' && params.keys) {
          for (const k of params.keys) errors[field ? `${field}.${k}` : k] ??= 'Unknown field';
        } else {
          errors[field || '_'] ??= v.message ?? 'Invalid value';
        }
      }
      const where = SECTION[(err as FastifyError).validationContext ?? 'body'] ?? 'Request';
      const first = Object.entries(errors)[0];
      return reply.code(400).send({ message: `${where} is invalid: ${first[0] === '_' ? first[1] : `${first[0]}: ${first[1]}`}`, errors });
    }
    const fe = err as FastifyError;
    // The client left mid-request (a cancelled upload, a closed tab): nobody reads the answer, nothing failed here.
    if (request.raw.destroyed || fe.code === 'ECONNRESET' || fe.message === 'aborted') {
      request.log.info({ url: request.url }, 'client closed the request before it was read');
      return reply.code(400).send({ message: 'The request was cancelled before it was complete' });
    }
    const status = fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
    if (status === 500) {
      request.log.error({ err }, 'request failed');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type) keep their status.
    return reply.code(status).send({ message: fe.message });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // A page address that is not the API's (spec §2: unknown paths go to the cars list); API clients get JSON.
    if (request.method === 'GET' && !/^\/(v1|media|dms|dms-sandbox)(\/|$)/.test(path) && !/\.[a-z0-9]{1,5}$/i.test(path)) {
      return reply.redirect('/admin/cars-list');
    }
    reply.code(404).send({ message: `No route for ${request.method} ${path}` });
  });
}
