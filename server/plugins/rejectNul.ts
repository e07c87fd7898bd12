import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';

export const NUL_MESSAGE = 'Must not contain the NUL character (\\u0000)';
export const SURROGATE_MESSAGE = 'Must not contain half of a character (a lone UTF-16 surrogate such as \\ud800)';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one: JSON can carry them, UTF-8 cannot. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const badString = (s: string): string | null => (s.includes('\0') ? NUL_MESSAGE : LONE_SURROGATE.test(s) ? SURROGATE_MESSAGE : null);

const SECTIONS = [
  ['params', 'Path'],
  ['query', 'Query'],
  ['body', 'Request body'],
] as const;

/** The dotted path of the first string PostgreSQL cannot store, and why; keys are checked too (JSONB keeps them). */
function badPath(value: unknown, path: string, depth = 0): { path: string; message: string } | null {
  if (typeof value === 'string') {
    const message = badString(value);
    return message ? { path, message } : null;
  }
  // Deeper than any of our schemas: zod refuses it anyway.
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [k, v] of Object.entries(value)) {
    const p = path ? `${path}.${k}` : k;
    const keyProblem = badString(k);
    if (keyProblem) return { path: p, message: keyProblem };
    const found = badPath(v, p, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL's text cannot hold U+0000, and its JSONB no lone surrogate (\ud800 is valid JSON, not UTF-8): either one
 * anywhere in the input made the statement fail, which reached the client as a 500. They are refused before
 * validation instead, as any other invalid value (400, field named).
 */
export function registerRejectNul(app: FastifyInstance) {
  // Callback style: no promise per request on the hot list route.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [key, label] of SECTIONS) {
      const found = badPath(request[key], '');
      if (found !== null) {
        const { path: field, message } = found;
        done(new ApiError(400, `${label} is invalid: ${field ? `${field}: ` : ''}${message}`, { [field || '_']: message }));
        return;
      }
    }
    done();
  });
}
