import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { messageResponse, setPasswordRequest } from '../../contract/auth.ts';
import { adminList, idParams, inviteRequest } from '../../contract/users.ts';
import { audit } from '../audit.ts';
import { currentUser, requireAdmin } from '../auth/guard.ts';
import { findValidLink } from '../auth/invitations.ts';
import { sendInviteLink, sendResetLink } from '../auth/links.ts';
import { hashPassword, passwordProblem } from '../auth/passwords.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { bearerFrom } from '../auth/tokens.ts';
import { invitations, users } from '../db/schema.ts';
import { badRequest, conflict, forbidden, gone, notFound, unauthorized } from '../errors.ts';
import { ANONYMOUS_BODY_LIMIT } from '../plugins/bodyLimits.ts';

const loginOf = (email: string) => {
  const [login = email] = email.split('@');
  return login;
};

export async function userRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const db = ctx.database.db;

  // Public: the invitation or reset token itself is the credential.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/users/set-password',
    {
      bodyLimit: ANONYMOUS_BODY_LIMIT,
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        body: setPasswordRequest,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const token = bearerFrom(request.headers.authorization);
      if (!token) throw unauthorized('This link is not valid. Ask an admin for a new one.');
      const { link, user } = await findValidLink(ctx, token);
      const problem = passwordProblem(request.body.password, {
        productName: ctx.config.PRODUCT_NAME,
        email: user.email,
      });
      if (problem) throw badRequest(problem, { password: problem });
      const passwordHash = await hashPassword(request.body.password);
      const now = ctx.clock.now();
      await db.transaction(async (tx) => {
        // Consuming the link and setting the password happen together, once: a second use finds used_at set.
        const used = await tx
          .update(invitations)
          .set({ usedAt: now })
          .where(and(eq(invitations.id, link.id), isNull(invitations.usedAt)))
          .returning({ id: invitations.id });
        if (used.length === 0) throw gone('This link has already been used. Ask an admin for a new one.');
        await tx
          .update(users)
          .set({ passwordHash, status: 'active', updatedAt: now, version: user.version + 1 })
          .where(eq(users.id, user.id));
      });
      await revokeUserSessions(ctx, user.id);
      await audit(
        db,
        {
          action: 'users.password_set',
          actorId: user.id,
          actorEmail: user.email,
          ip: request.ip,
          details: { via: link.purpose },
        },
        now,
      );
      return { message: 'Your password is set. You can sign in now.' };
    },
  );

  await app.register(async (secured) => {
    requireAdmin(secured);
    const s = secured.withTypeProvider<ZodTypeProvider>();

    s.get('/v1/users', { schema: { tags: ['users'], response: { 200: adminList } } }, async () => {
      const rows = await db.select().from(users).orderBy(asc(users.email));
      return rows.map((u) => ({ _id: u.id, login: loginOf(u.email), email: u.email, role: u.role, status: u.status }));
    });

    s.post(
      '/v1/users/invite',
      { schema: { tags: ['users'], body: inviteRequest, response: { 201: messageResponse } } },
      async (request, reply) => {
        const actor = currentUser(request);
        const { email } = request.body;
        let [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
        if (user?.status === 'active') {
          throw conflict('An admin with this email already exists', {
            email: 'An admin with this email already exists',
          });
        }
        if (!user) {
          [user] = await db.insert(users).values({ email, status: 'invited' }).onConflictDoNothing().returning();
          if (!user) [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
        }
        if (!user) throw new Error(`No admin row for ${email} after inserting it`);
        await sendInviteLink(ctx, user, actor, request.ip);
        return reply.code(201).send({ message: `Invitation sent to ${email}` });
      },
    );

    s.post(
      '/v1/users/:id/reset-password',
      { schema: { tags: ['users'], params: idParams, response: { 202: messageResponse } } },
      async (request, reply) => {
        const actor = currentUser(request);
        const [user] = await db.select().from(users).where(eq(users.id, request.params.id)).limit(1);
        if (!user) throw notFound('This admin no longer exists');
        if (user.status !== 'active') {
          await sendInviteLink(ctx, user, actor, request.ip);
          return reply
            .code(202)
            .send({ message: `${user.email} has not set a password yet: a new invitation was sent` });
        }
        await sendResetLink(ctx, user, actor, request.ip);
        return reply.code(202).send({ message: `A reset link was sent to ${user.email}` });
      },
    );

    s.delete(
      '/v1/users/:id',
      { schema: { tags: ['users'], params: idParams, response: { 200: messageResponse } } },
      async (request) => {
        const actor = currentUser(request);
        if (request.params.id === actor.id) throw forbidden('You cannot delete your own account');
        const [user] = await db.select().from(users).where(eq(users.id, request.params.id)).limit(1);
        if (!user) throw notFound('This admin no longer exists');
        await revokeUserSessions(ctx, user.id);
        await db.delete(users).where(eq(users.id, user.id));
        await audit(
          db,
          { action: 'users.delete', actorId: actor.id, actorEmail: actor.email, target: user.email, ip: request.ip },
          ctx.clock.now(),
        );
        return { message: 'Data deleted successfully' };
      },
    );
  });
}
