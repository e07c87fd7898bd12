import type { FastifyReply } from 'fastify';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=5';

/**
 * Adds `field` to the reply's Vary, keeping what is there: CORS sets `Vary: Origin` before the handler runs, and
 * replacing it let a shared cache serve one origin's CORS answer to another.
 */
export function appendVary(reply: FastifyReply, field: string): FastifyReply {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((f) => f.trim()).filter(Boolean);
  if (fields.includes('*') || fields.some((f) => f.toLowerCase() === field.toLowerCase())) return reply;
  return reply.header('Vary', [...fields, field].join(', '));
}

/** The public read routes' cache headers: a short shared cache, validated by ETag, per encoding and origin. */
export const publicCacheHeaders = (reply: FastifyReply, etag: string): FastifyReply =>
  appendVary(reply.header('ETag', etag).header('Cache-Control', PUBLIC_CACHE_CONTROL), 'Accept-Encoding');
