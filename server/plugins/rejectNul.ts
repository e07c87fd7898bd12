import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';

export const NUL_MESSAGE = 'Must not contain the NUL character (\\u0000)';
export const SURROGATE_MESSAGE = 'Must not contain half of a character (a lone UTF-16 surrogate such as \\ud800)';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one: JSON can carry them, UTF-8 cannot. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const badString = (s: string): string | null =>
  s.includes('\0') ? NUL_MESSAGE : LONE_SURROGATE.test(s) ? SURROGATE_MESSAGE : null;

const SECTIONS = [
  ['params', 'Path'],
  ['query', 'Query'],
  ['body', 'Request body'],
] as const;

/** Deeper than any of our schemas: zod refuses it anyway. */
const MAX_DEPTH = 32;

interface Found {
  /** Innermost key first: filled in on the way back up, so a clean value builds no path at all. */
  reversed: string[];
  message: string;
}

/**
 * The first string PostgreSQL cannot store, and why; keys are checked too (JSONB keeps them). One pass, no string
 * built per element: a path string per array item made a 1 MB array of zeros cost seconds of the only thread.
 */
function find(value: unknown, depth: number): Found | null {
  if (typeof value === 'string') {
    const message = badString(value);
    return message ? { reversed: [], message } : null;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      // Numbers, booleans and null are most of a large array: no call for them.
      if (item === null || (typeof item !== 'string' && typeof item !== 'object')) continue;
      const found = find(item, depth + 1);
      if (found) {
        found.reversed.push(String(i));
        return found;
      }
    }
    return null;
  }
  for (const k of Object.keys(value)) {
    const keyProblem = badString(k);
    if (keyProblem) return { reversed: [k], message: keyProblem };
    const found = find((value as Record<string, unknown>)[k], depth + 1);
    if (found) {
      found.reversed.push(k);
      return found;
    }
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
      const found = find(request[key], 0);
      if (found !== null) {
        const field = found.reversed.reverse().join('.');
        const { message } = found;
        done(
          new ApiError(400, `${label} is invalid: ${field ? `${field}: ` : ''}${message}`, { [field || '_']: message }),
        );
        return;
      }
    }
    done();
  });
}
