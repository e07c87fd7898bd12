import { and, asc, eq, gt, lt, or } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { loginFailures } from '../db/schema.ts';
import { hashToken } from './tokens.ts';

type Key = { kind: 'email' | 'ip'; key: string };

// Emails are stored hashed: the table must not become a list of who tried which address.
const keysOf = (email: string, ip: string): Key[] => [
  { kind: 'email', key: hashToken(email.trim().toLowerCase()) },
  { kind: 'ip', key: ip },
];

/** Seconds until another attempt is allowed, or 0. Counts failures per email and per IP in a sliding window. */
export async function retryAfter(ctx: AppContext, email: string, ip: string): Promise<number> {
  const { db } = ctx.database;
  const windowMs = ctx.config.LOGIN_WINDOW_MINUTES * 60_000;
  const now = ctx.clock.now().getTime();
  const since = new Date(now - windowMs);
  let wait = 0;
  for (const k of keysOf(email, ip)) {
    const rows = await db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(eq(loginFailures.kind, k.kind), eq(loginFailures.key, k.key), gt(loginFailures.at, since)))
      .orderBy(asc(loginFailures.at));
    const max = ctx.config.LOGIN_MAX_FAILURES;
    if (rows.length >= max) {
      // Allowed again once enough of the oldest failures have left the window.
      const freeAt = rows[rows.length - max].at.getTime() + windowMs;
      wait = Math.max(wait, Math.ceil((freeAt - now) / 1000));
    }
  }
  return wait;
}

export async function recordFailure(ctx: AppContext, email: string, ip: string) {
  const at = ctx.clock.now();
  await ctx.database.db.insert(loginFailures).values(keysOf(email, ip).map((k) => ({ ...k, at })));
  // Keep the table small: anything older than the window no longer counts.
  const cutoff = new Date(at.getTime() - ctx.config.LOGIN_WINDOW_MINUTES * 60_000);
  await ctx.database.db.delete(loginFailures).where(lt(loginFailures.at, cutoff));
}

/** A successful sign-in clears that email's failures (the IP's stay: they may be guessing other accounts). */
export async function clearEmailFailures(ctx: AppContext, email: string) {
  const [k] = keysOf(email, '');
  await ctx.database.db
    .delete(loginFailures)
    .where(or(and(eq(loginFailures.kind, k.kind), eq(loginFailures.key, k.key))));
}
