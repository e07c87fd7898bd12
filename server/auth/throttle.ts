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

/** An attempt being checked: its account row is written already; `failed` or `succeeded` settles it. */
export interface Attempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/**
 * Claims a sign-in attempt before its password is checked. Per email from this IP the attempt is written as a
 * failure first and counted with those before it (by id), so parallel guesses at one account, on this instance or
 * another, count each other: checking first and recording after the slow hash let a burst of them all pass the limit.
 * Per IP (many accounts, e.g. an office behind one address signing in at 9 o'clock) only settled failures count,
 * so colleagues signing in at the same moment never hold each other back. Throttled: nothing is kept and the wait
 * (seconds) is returned.
 */
export async function claimAttempt(ctx: AppContext, email: string, ip: string): Promise<{ wait: number } | { wait: 0; attempt: Attempt }> {
  const { db } = ctx.database;
  const windowMs = ctx.config.LOGIN_WINDOW_MINUTES * 60_000;
  const at = ctx.clock.now();
  const now = at.getTime();
  const [account, address] = keysOf(email, ip);
  const [mine] = await db.insert(loginFailures).values({ ...account, at }).returning({ id: loginFailures.id });
  const since = new Date(now - windowMs);
  let wait = 0;
  for (const k of [account, address]) {
    const rows = await db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(and(eq(loginFailures.kind, k.kind), eq(loginFailures.key, k.key), gt(loginFailures.at, since), k === account ? lt(loginFailures.id, mine.id) : undefined))
      .orderBy(asc(loginFailures.at));
    const max = ctx.config.LOGIN_MAX_FAILURES * (k.kind === 'ip' ? IP_FACTOR : 1);
    if (rows.length >= max) {
      // Allowed again once enough of the oldest failures have left the window.
      const freeAt = rows[rows.length - max].at.getTime() + windowMs;
      wait = Math.max(wait, Math.ceil((freeAt - now) / 1000));
    }
  }
  if (wait > 0) {
    await db.delete(loginFailures).where(eq(loginFailures.id, mine.id));
    return { wait };
  }
  // Keep the table small: anything older than the window no longer counts.
  await db.delete(loginFailures).where(lt(loginFailures.at, since));
  return {
    wait: 0,
    attempt: {
      // The account row stays: it is this failure; the IP's is written now.
      async failed() {
        await db.insert(loginFailures).values({ ...address, at });
      },
      // A successful sign-in clears that email's failures from this IP, its own claim included; the IP's stay
      // (it may be guessing at other accounts).
      async succeeded() {
        await db.delete(loginFailures).where(and(eq(loginFailures.kind, account.kind), eq(loginFailures.key, account.key)));
      },
    },
  };
}
