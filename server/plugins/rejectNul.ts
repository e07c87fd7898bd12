import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';

export const NUL_MESSAGE = 'Must not contain the NUL character (\\u0000)';

const SECTIONS = [
  ['params', 'Path'],
  ['query', 'Query'],
  ['body', 'Request body'],
] as const;

/** The dotted path of the first string holding a NUL, or null. Keys are checked too: they become column values. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  // Deeper than any of our schemas: zod refuses it anyway.
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [k, v] of Object.entries(value)) {
    const p = path ? `${path}.${k}` : k;
    if (k.includes('\0')) return p;
    const found = nulPath(v, p, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL's text cannot hold U+0000: a NUL anywhere in the input made the statement fail, which reached the
 * client as a 500. It is refused before validation instead, as any other invalid value (400, field named).
 */
export function registerRejectNul(app: FastifyInstance) {
  // Callback style: no promise per request on the hot list route.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [key, label] of SECTIONS) {
      const field = nulPath(request[key], '');
      if (field !== null) {
        const name = field || '_';
        done(new ApiError(400, `${label} is invalid: ${field ? `${field}: ` : ''}${NUL_MESSAGE}`, { [name]: NUL_MESSAGE }));
        return;
      }
    }
    done();
  });
}
