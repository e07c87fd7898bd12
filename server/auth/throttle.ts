import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { loginFailures } from '../db/schema.ts';
import { hashToken } from './tokens.ts';

type Key = { kind: 'account' | 'ip'; key: string };

/**
 * An IP may fail this many times the per-account limit, summed over every email it tries: enough for an office
 * behind one address to mistype a few passwords, not enough to guess at many accounts.
 */
export const IP_FACTOR = 4;

/**
 * Failures count per email from one IP, not per email alone: anyone could otherwise lock any admin out with a few
 * wrong passwords (the security checklist's "malicious lockout"); the real user, from another address, gets in.
 * Emails are stored hashed: the table must not become a list of who tried which address.
 */
const keysOf = (email: string, ip: string): Key[] => [
  { kind: 'account', key: hashToken(`${email.trim().toLowerCase()}\n${ip}`) },
  { kind: 'ip', key: ip },
];

/** Seconds until another attempt is allowed, or 0. Counts failures per email from this IP, and per IP, in a sliding window. */
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
    const max = ctx.config.LOGIN_MAX_FAILURES * (k.kind === 'ip' ? IP_FACTOR : 1);
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

/** A successful sign-in clears that email's failures from this IP (the IP's stay: it may be guessing others). */
export async function clearAccountFailures(ctx: AppContext, email: string, ip: string) {
  const [k] = keysOf(email, ip);
  await ctx.database.db.delete(loginFailures).where(and(eq(loginFailures.kind, k.kind), eq(loginFailures.key, k.key)));
}
