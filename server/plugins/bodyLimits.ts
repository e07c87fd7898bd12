/**
 * Bodies of the routes anyone may call without signing in (sign-in, reset request, set-password, referral intake):
 * their largest legitimate body is well under 2 kB, and a 1 MB one cost the only thread seconds before any check
 * could refuse it. Past this, Fastify answers 413 without reading the rest.
 */
export const ANONYMOUS_BODY_LIMIT = 16 * 1024;
