import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.ts';
import { authenticate } from './sessions.ts';
import { bearerFrom } from './tokens.ts';

/** Adds a hook to the enclosing plugin scope: every route in it needs a signed-in admin. */
export function requireAdmin(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const token = bearerFrom(request.headers.authorization);
    if (!token) throw unauthorized('Please sign in');
    const user = await authenticate(app.ctx, token);
    if (!user) throw unauthorized('Your session has ended. Please sign in again.');
    request.user = user;
  });
}

export function currentUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return request.user;
}
