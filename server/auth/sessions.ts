import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../context.ts';
import { sessions, users } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

// Writing last_seen_at on every request would double the writes; a minute's precision is plenty for an idle limit.
const TOUCH_EVERY_MS = 60_000;

export async function createSession(ctx: AppContext, userId: string, meta: { ip?: string; userAgent?: string }) {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.database.db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.SESSION_MAX_HOURS * 3600_000),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return token;
}

/** The signed-in admin behind a bearer token, or null when unknown, revoked, idle too long or past its lifetime. */
export async function authenticate(ctx: AppContext, token: string): Promise<SessionUser | null> {
  const { db } = ctx.database;
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1);
  const row = rows[0];
  if (!row || row.user.status !== 'active') return null;
  const now = ctx.clock.now().getTime();
  const idleLimit = ctx.config.SESSION_IDLE_MINUTES * 60_000;
  if (now >= row.session.expiresAt.getTime() || now - row.session.lastSeenAt.getTime() >= idleLimit) return null;
  if (now - row.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, row.session.id));
  }
  return { id: row.user.id, email: row.user.email, role: row.user.role, status: row.user.status, sessionId: row.session.id };
}

export async function revokeSession(ctx: AppContext, sessionId: string) {
  await ctx.database.db.update(sessions).set({ revokedAt: ctx.clock.now() }).where(eq(sessions.id, sessionId));
}

/** Ends every session of an admin (deletion, new password), optionally keeping the current one. */
export async function revokeUserSessions(ctx: AppContext, userId: string, exceptSessionId?: string) {
  const where = exceptSessionId
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, exceptSessionId))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await ctx.database.db.update(sessions).set({ revokedAt: ctx.clock.now() }).where(where);
}
