import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { loginFailures, sessions, users } from '../db/schema.ts';
import { hashToken } from './tokens.ts';

type Kind = 'account' | 'email' | 'ip';
type Key = { kind: Kind; key: string };

/**
 * One address may fail this many times the per-account limit, summed over every email it tries: enough for an
 * office behind one address to mistype a few passwords, few enough to slow a scan of many accounts.
 */
export const IP_FACTOR = 4;
/** One account may fail this many times the per-account limit, summed over every address (a botnet, or forged hops). */
export const EMAIL_FACTOR = 2;
/** An address this account signed in from this recently is "known": the two broad limits do not hold it back. */
export const KNOWN_ADDRESS_DAYS = 30;

/**
 * Three counts, each over LOGIN_WINDOW_MINUTES:
 * - `account`: one email from one address, LOGIN_MAX_FAILURES. Holds for everyone, known addresses included.
 * - `email`: one email from all addresses, EMAIL_FACTOR times that: guesses spread over many addresses.
 * - `ip`: one address over all emails (known or not), IP_FACTOR times that: scanning.
 * The last two never stop a sign-in from an address the account signed in from before (its sessions say so): an
 * attacker can then lock an account out of new addresses for one window at a time, never out of its usual ones,
 * and unknown-email noise from an office's address never blocks a colleague who signs in from there.
 * Emails are stored hashed: the table must not become a list of who tried which address.
 */
const keysOf = (email: string, ip: string): Record<Kind, Key> => {
  const e = email.trim().toLowerCase();
  return {
    account: { kind: 'account', key: hashToken(`${e}\n${ip}`) },
    email: { kind: 'email', key: hashToken(e) },
    ip: { kind: 'ip', key: ip },
  };
};

/** An attempt being checked: its claim rows are written already; `failed` or `succeeded` settles it. */
export interface Attempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

async function isKnownAddress(ctx: AppContext, email: string, ip: string, now: number): Promise<boolean> {
  const rows = await ctx.database.db
    .select({ one: sql<number>`1` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(users.email, email.trim().toLowerCase()),
        eq(sessions.ip, ip),
        gt(sessions.createdAt, new Date(now - KNOWN_ADDRESS_DAYS * 86_400_000)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Claims a sign-in attempt before its password is checked. Per email (from this address, and from all) the attempt
 * is written as a failure first and counted with those before it (by id), so parallel guesses, on this instance or
 * another, count each other: checking first and recording after the slow hash let a burst of them all pass the limit.
 * Per address only settled failures count, so colleagues signing in at the same moment never hold each other back.
 * Throttled: nothing is kept and the wait (seconds) is returned.
 */
export async function claimAttempt(
  ctx: AppContext,
  email: string,
  ip: string,
): Promise<{ wait: number } | { wait: 0; attempt: Attempt }> {
  const { db } = ctx.database;
  const windowMs = ctx.config.LOGIN_WINDOW_MINUTES * 60_000;
  const at = ctx.clock.now();
  const now = at.getTime();
  const keys = keysOf(email, ip);
  const claims = await db
    .insert(loginFailures)
    .values([
      { ...keys.account, at },
      { ...keys.email, at },
    ])
    .returning({ id: loginFailures.id });
  const claimIds = claims.map((c) => c.id);
  const firstClaim = Math.min(...claimIds);
  const since = new Date(now - windowMs);
  const waitFor = async (k: Key, factor: number) => {
    const rows = await db
      .select({ at: loginFailures.at })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.kind, k.kind),
          eq(loginFailures.key, k.key),
          gt(loginFailures.at, since),
          k.kind === 'ip' ? undefined : lt(loginFailures.id, firstClaim),
        ),
      )
      .orderBy(asc(loginFailures.at));
    const max = ctx.config.LOGIN_MAX_FAILURES * factor;
    // Allowed again once enough of the oldest failures have left the window.
    const oldest = rows.length >= max ? rows[rows.length - max] : undefined;
    return oldest ? Math.ceil((oldest.at.getTime() + windowMs - now) / 1000) : 0;
  };
  let wait = await waitFor(keys.account, 1);
  if (wait === 0) {
    const broad = Math.max(await waitFor(keys.email, EMAIL_FACTOR), await waitFor(keys.ip, IP_FACTOR));
    // Only asked when a broad limit is reached: the usual sign-in pays for no extra query.
    if (broad > 0 && !(await isKnownAddress(ctx, email, ip, now))) wait = broad;
  }
  if (wait > 0) {
    await db.delete(loginFailures).where(inArray(loginFailures.id, claimIds));
    return { wait };
  }
  // Keep the table small: anything older than the window no longer counts.
  await db.delete(loginFailures).where(lt(loginFailures.at, since));
  return {
    wait: 0,
    attempt: {
      // The claim rows stay: they are this failure; the address's is written now.
      async failed() {
        await db.insert(loginFailures).values({ ...keys.ip, at });
      },
      // A successful sign-in clears that email's failures from this address, and its own claim on the email's count;
      // the failures from other addresses stay (someone else may be guessing), as do the address's.
      async succeeded() {
        await db
          .delete(loginFailures)
          .where(and(eq(loginFailures.kind, keys.account.kind), eq(loginFailures.key, keys.account.key)));
        await db.delete(loginFailures).where(inArray(loginFailures.id, claimIds));
      },
    },
  };
}
