import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from '../errors.ts';

const SECTION: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query',
  params: 'Path',
  headers: 'Headers',
};

export const DATA_EXCEPTION_MESSAGE = 'A value of the request is out of the range that can be stored';

/** PostgreSQL's class 22, "data exception" (22003 numeric value out of range, 22P02 invalid text representation...). */
const isDataException = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  'severity' in err &&
  'code' in err &&
  typeof err.code === 'string' &&
  /^22[0-9A-Z]{3}$/.test(err.code);

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/**
 * Failures answered outside the error handler below (Fastify's malformed-address handler, a route's own 409 with extra
 * details) get the `errors` key too, so that every 4xx and 5xx has the `{message, errors}` shape clients rely on.
 */
function addMissingErrors(app: FastifyInstance) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !isJson(reply.getHeader('content-type'))) {
      done(null, payload);
      return;
    }
    try {
      const body: unknown = JSON.parse(payload);
      if (typeof body === 'object' && body !== null && !Array.isArray(body) && !('errors' in body)) {
        done(null, JSON.stringify({ ...body, errors: {} }));
        return;
      }
    } catch {
      // Not ours to reshape: sent as it is.
    }
    done(null, payload);
  });
}

/** Every failure leaves as `{message, errors}` with a meaningful status; internals never reach the client. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | ApiError | Error, request, reply) => {
    if (err instanceof ApiError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send({ message: err.message, errors: err.errors ?? {} });
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
      const [field, message] = Object.entries(errors)[0] ?? ['_', 'Invalid value'];
      return reply
        .code(400)
        .send({ message: `${where} is invalid: ${field === '_' ? message : `${field}: ${message}`}`, errors });
    }
    const fe = err as FastifyError;
    // The client left mid-request (a cancelled upload, a closed tab): nobody reads the answer, nothing failed here.
    // Not `raw.destroyed` alone: Node destroys every request stream once its body has been read, which turned any
    // failure of a route with a body into this 400 and hid it (found by issue 20's fuzzing).
    const clientLeft = (request.raw.destroyed && !request.raw.complete) || request.raw.socket?.destroyed === true;
    if (clientLeft || fe.code === 'ECONNRESET' || fe.message === 'aborted') {
      request.log.info({ url: request.url }, 'client closed the request before it was read');
      return reply.code(400).send({ message: 'The request was cancelled before it was complete', errors: {} });
    }
    if (isDataException(err)) {
      // A value the schema let through but PostgreSQL cannot store (a version past int4): the client's input, not
      // our failure. Logged as a warning: the field's schema should refuse it with a named error.
      request.log.warn({ err }, 'the database refused a value of the request');
      return reply.code(400).send({ message: DATA_EXCEPTION_MESSAGE, errors: {} });
    }
    const status = fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
    if (status === 500) {
      request.log.error({ err }, 'request failed');
      return reply.code(500).send({ message: 'Internal server error', errors: {} });
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type) keep their status.
    return reply.code(status).send({ message: fe.message, errors: {} });
  });

  app.setNotFoundHandler((request, reply) => {
    const [path = request.url] = request.url.split('?');
    // A page address that is not the API's (spec §2: unknown paths go to the cars list); API clients get JSON.
    if (
      request.method === 'GET' &&
      !/^\/(v1|media|dms|dms-sandbox)(\/|$)/.test(path) &&
      !/\.[a-z0-9]{1,5}$/i.test(path)
    ) {
      return reply.redirect('/admin/cars-list');
    }
    reply.code(404).send({ message: `No route for ${request.method} ${path}`, errors: {} });
  });
  addMissingErrors(app);
}
