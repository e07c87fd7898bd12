import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { forgotPasswordRequest, loginRequest, loginResponse, messageResponse, profile } from '../../contract/auth.ts';
import { audit } from '../audit.ts';
import { currentUser, requireAdmin } from '../auth/guard.ts';
import { claimResetRequest, requestReset } from '../auth/resetRequests.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { createSession, revokeSession } from '../auth/sessions.ts';
import { claimAttempt } from '../auth/throttle.ts';
import { users } from '../db/schema.ts';
import { ANONYMOUS_BODY_LIMIT } from '../plugins/bodyLimits.ts';
import { ApiError } from '../errors.ts';

const LOGIN_FAILED = 'Incorrect Login or Password';
const tooMany = (what: string, wait: number) => {
  const minutes = Math.ceil(wait / 60);
  return new ApiError(429, `${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
    'Retry-After': String(wait),
  });
};
const FORGOT_ANSWER = 'If an admin account exists for this email, a link to set a new password has been sent to it.';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const db = ctx.database.db;

  r.post(
    '/v1/auth/login',
    {
      bodyLimit: ANONYMOUS_BODY_LIMIT,
      schema: { tags: ['auth'], security: [], body: loginRequest, response: { 200: loginResponse } },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const ip = request.ip;
      const claim = await claimAttempt(ctx, email, ip);
      if (!('attempt' in claim)) {
        const { wait } = claim;
        // Throttled attempts cost nothing to send: one line per address and minute, with their count.
        await app.anonymousAudit.record({
          action: 'auth.login',
          actorEmail: email,
          outcome: 'failure',
          ip,
          details: { reason: 'throttled' },
        });
        throw tooMany('Too many failed sign-in attempts', wait);
      }
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      // Unknown or not-yet-active accounts still pay for one verification: same answer, similar time.
      const ok =
        user && user.status === 'active' && user.passwordHash
          ? await verifyPassword(user.passwordHash, request.body.password)
          : (await verifyAgainstDummy(request.body.password)) && false;
      if (!ok || !user) {
        await claim.attempt.failed();
        const entry = { action: 'auth.login', actorId: user?.id, actorEmail: email, outcome: 'failure' as const, ip };
        // A wrong password for an admin is a line of its own (the throttle bounds them); unknown emails are noise
        // anyone can send without end, aggregated per address and minute.
        if (user) await audit(db, entry, ctx.clock.now());
        else await app.anonymousAudit.record({ ...entry, details: { reason: 'no such account' } });
        throw new ApiError(401, LOGIN_FAILED);
      }
      await claim.attempt.succeeded();
      if (user.passwordHash && needsRehash(user.passwordHash)) {
        const old = user.passwordHash;
        const password = request.body.password;
        // After the answer; only over the hash just verified (a password changed meanwhile stays).
        app.background.run('password rehash', async () => {
          const upgraded = await hashPassword(password);
          await db
            .update(users)
            .set({ passwordHash: upgraded })
            .where(and(eq(users.id, user.id), eq(users.passwordHash, old)));
        });
      }
      const token = await createSession(ctx, user.id, { ip, userAgent: request.headers['user-agent'] });
      await audit(db, { action: 'auth.login', actorId: user.id, actorEmail: user.email, ip }, ctx.clock.now());
      return { token, email: user.email, role: user.role, _id: user.id, status: user.status };
    },
  );

  r.post(
    '/v1/auth/forgot-password',
    {
      bodyLimit: ANONYMOUS_BODY_LIMIT,
      schema: { tags: ['auth'], security: [], body: forgotPasswordRequest, response: { 202: messageResponse } },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const wait = await claimResetRequest(ctx, request.ip);
      if (wait > 0) throw tooMany('Too many password reset requests from this address', wait);
      // Answered before any work on the email, so the time taken does not tell whether the email is an admin's.
      app.background.run('password reset request', () => requestReset(ctx, app.anonymousAudit, email, request.ip));
      return reply.code(202).send({ message: FORGOT_ANSWER });
    },
  );

  await app.register(async (secured) => {
    requireAdmin(secured);
    const s = secured.withTypeProvider<ZodTypeProvider>();
    s.get('/v1/auth/profile', { schema: { tags: ['auth'], response: { 200: profile } } }, async (request) => {
      const u = currentUser(request);
      return { _id: u.id, email: u.email, role: u.role, status: u.status };
    });
    s.post('/v1/auth/logout', { schema: { tags: ['auth'], response: { 200: messageResponse } } }, async (request) => {
      const u = currentUser(request);
      await revokeSession(ctx, u.sessionId);
      await audit(db, { action: 'auth.logout', actorId: u.id, actorEmail: u.email, ip: request.ip }, ctx.clock.now());
      return { message: 'Signed out' };
    });
  });
}
