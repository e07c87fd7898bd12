import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JSON_SECURITY_HEADERS } from '../plugins/security.ts';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=5';

/**
 * Adds `field` to the reply's Vary, keeping what is there: CORS sets `Vary: Origin` before the handler runs, and
 * replacing it let a shared cache serve one origin's CORS answer to another.
 */
export function appendVary(reply: FastifyReply, field: string): FastifyReply {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.includes('*') || fields.some((f) => f.toLowerCase() === field.toLowerCase())) return reply;
  return reply.header('Vary', [...fields, field].join(', '));
}

/** The public read routes' cache headers: a short shared cache, validated by ETag, per encoding and origin. */
export const publicCacheHeaders = (reply: FastifyReply, etag: string): FastifyReply =>
  appendVary(reply.header('ETag', etag).header('Cache-Control', PUBLIC_CACHE_CONTROL), 'Accept-Encoding');

/** A strong ETag over an answer's bytes. */
export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether If-None-Match names `etag` (weakly compared, RFC 9110 §13.1.2), or is `*`, which any answer matches. */
function matches(request: FastifyRequest, etag: string): boolean {
  const inm = request.headers['if-none-match'];
  return !!inm && inm.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === etag);
}

/**
 * A public read's answer: the JSON with its cache headers, or a 304 when the client holds it. A 304 carries only
 * what a cache updates its stored answer with (ETag, Cache-Control, Vary, Date; RFC 9110 §15.4.5): the security
 * headers describe a body, and the client keeps those of its stored 200. They were 560 of a 304's 851 B.
 */
export function sendPublicJson(request: FastifyRequest, reply: FastifyReply, body: string, etag = etagOf(body)) {
  void publicCacheHeaders(reply, etag);
  if (!matches(request, etag)) return reply.type('application/json; charset=utf-8').send(body);
  for (const [name] of JSON_SECURITY_HEADERS) reply.raw.removeHeader(name);
  return reply.code(304).send();
}
