import { and, eq, isNull, ne } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AppContext, SessionUser } from '../context.ts';
import { sessions } from '../db/schema.ts';
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

interface SessionRow {
  session_id: string;
  last_seen_ms: number;
  expires_ms: number;
  user_id: string;
  email: string;
  role: SessionUser['role'];
  status: SessionUser['status'];
}

// Runs on every API request: one raw statement (no ORM mapping), times as epoch milliseconds.
const SESSION_LOOKUP = `select s.id as session_id, (extract(epoch from s.last_seen_at) * 1000)::float8 as last_seen_ms,
    (extract(epoch from s.expires_at) * 1000)::float8 as expires_ms, u.id as user_id, u.email, u.role, u.status
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.revoked_at is null limit 1`;

/**
 * Recently checked sessions, by token hash, on PGlite only: the lookup is one database round trip before any work,
 * and there every revocation runs in this one process and removes its entries at once. On PostgreSQL another
 * instance may revoke a session (sign-out, deleted admin, new password), and nothing short of reading the row can
 * tell this one on the very next request, so every request reads it (a prepared statement; its cost is in the
 * README). An entry lives one second. Lifetime and idle limits are checked against the clock on every request.
 */
const SESSION_CACHE_MS = 1_000;
interface SessionCache {
  rows: LRUCache<string, SessionRow>;
  /** Bumped by every revocation: a lookup that began before one must not cache what it read. */
  revocations: number;
}
const caches = new WeakMap<AppContext, SessionCache>();
const cacheOf = (ctx: AppContext): SessionCache | null => {
  if (ctx.database.kind !== 'pglite') return null;
  let cache = caches.get(ctx);
  if (!cache)
    caches.set(
      ctx,
      (cache = { rows: new LRUCache<string, SessionRow>({ max: 5_000, ttl: SESSION_CACHE_MS }), revocations: 0 }),
    );
  return cache;
};

/** The signed-in admin behind a bearer token, or null when unknown, revoked, idle too long or past its lifetime. */
export async function authenticate(ctx: AppContext, token: string): Promise<SessionUser | null> {
  const key = hashToken(token);
  const cache = cacheOf(ctx);
  let row = cache?.rows.get(key);
  if (!row) {
    const revocationsBefore = cache?.revocations;
    [row] = await ctx.database.prepared<SessionRow>(SESSION_LOOKUP, [key]);
    if (!row) return null;
    if (cache && cache.revocations === revocationsBefore) cache.rows.set(key, row);
  }
  if (row.status !== 'active') return null;
  const now = ctx.clock.now().getTime();
  const lastSeen = Number(row.last_seen_ms);
  const idleLimit = ctx.config.SESSION_IDLE_MINUTES * 60_000;
  if (now >= Number(row.expires_ms) || now - lastSeen >= idleLimit) return null;
  if (now - lastSeen >= TOUCH_EVERY_MS) {
    row.last_seen_ms = now;
    await ctx.database.query('update sessions set last_seen_at = $2 where id = $1', [row.session_id, new Date(now)]);
  }
  return { id: row.user_id, email: row.email, role: row.role, status: row.status, sessionId: row.session_id };
}

/** Drops this process's cached sessions that match (revocations must take effect on the very next request). */
function forget(ctx: AppContext, match: (row: SessionRow) => boolean) {
  const cache = cacheOf(ctx);
  if (!cache) return;
  cache.revocations++;
  for (const [key, row] of cache.rows.entries()) if (match(row)) cache.rows.delete(key);
}

export async function revokeSession(ctx: AppContext, sessionId: string) {
  await ctx.database.db.update(sessions).set({ revokedAt: ctx.clock.now() }).where(eq(sessions.id, sessionId));
  forget(ctx, (row) => row.session_id === sessionId);
}

/** Ends every session of an admin (deletion, new password), optionally keeping the current one. */
export async function revokeUserSessions(ctx: AppContext, userId: string, exceptSessionId?: string) {
  const where = exceptSessionId
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, exceptSessionId))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await ctx.database.db.update(sessions).set({ revokedAt: ctx.clock.now() }).where(where);
  forget(ctx, (row) => row.user_id === userId && row.session_id !== exceptSessionId);
}
