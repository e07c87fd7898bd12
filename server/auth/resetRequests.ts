import { and, count, eq, gt, isNull, lte } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { AnonymousAudit } from '../anonymousAudit.ts';
import { audit } from '../audit.ts';
import { auditLog, loginFailures, users } from '../db/schema.ts';
import { sendResetLink } from './links.ts';
import { onlyRow } from '../db/onlyRow.ts';

/** Self-service reset mails per admin per hour: more would let anyone flood a mailbox (and replace its link). */
export const RESETS_PER_HOUR = 3;
/** "Forgot password?" requests one address may make per LOGIN_WINDOW_MINUTES, whatever the emails. */
export const RESET_REQUESTS_PER_ADDRESS = 10;

/**
 * Counts this request against its address (written first, counted by id, so parallel requests count each other).
 * Over the limit: nothing is kept and the wait (seconds) is returned. Per address only, so the answer says nothing
 * about the email.
 */
export async function claimResetRequest(ctx: AppContext, ip: string): Promise<number> {
  const { db } = ctx.database;
  const at = ctx.clock.now();
  const windowMs = ctx.config.LOGIN_WINDOW_MINUTES * 60_000;
  const since = new Date(at.getTime() - windowMs);
  const mine = onlyRow(
    await db.insert(loginFailures).values({ kind: 'reset', key: ip, at }).returning({ id: loginFailures.id }),
  );
  const rows = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.kind, 'reset'),
        eq(loginFailures.key, ip),
        gt(loginFailures.at, since),
        lte(loginFailures.id, mine.id),
      ),
    )
    .orderBy(loginFailures.at);
  if (rows.length <= RESET_REQUESTS_PER_ADDRESS) return 0;
  await db.delete(loginFailures).where(eq(loginFailures.id, mine.id));
  // More rows than the limit: this one exists.
  const oldest = rows[rows.length - 1 - RESET_REQUESTS_PER_ADDRESS]?.at.getTime() ?? at.getTime();
  return Math.max(1, Math.ceil((oldest + windowMs - at.getTime()) / 1000));
}

/** "Forgot password?": mails a reset link to an active admin, at most RESETS_PER_HOUR times an hour. */
export async function requestReset(ctx: AppContext, anonymousAudit: AnonymousAudit, email: string, ip: string) {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user || user.status !== 'active') {
    await anonymousAudit.record({
      action: 'auth.reset_requested',
      actorEmail: null,
      outcome: 'failure',
      ip,
      details: { reason: 'no active account' },
    });
    return;
  }
  // Counted and recorded in one transaction holding the admin's row: counting first and recording after the mail
  // let 40 parallel requests all see 0 and send 40 mails. The line is the link's own (links.ts writes none then).
  const allowed = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const { n } = onlyRow(
      await tx
        .select({ n: count() })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'users.reset_link'),
            eq(auditLog.target, user.email),
            isNull(auditLog.actorId),
            gt(auditLog.at, new Date(now.getTime() - 3600_000)),
          ),
        ),
    );
    if (n >= RESETS_PER_HOUR) return false;
    await audit(tx, { action: 'users.reset_link', target: user.email, ip }, now);
    return true;
  });
  if (!allowed) {
    await anonymousAudit.record({
      action: 'auth.reset_requested',
      actorEmail: null,
      target: user.email,
      outcome: 'failure',
      ip,
      details: { reason: 'throttled' },
    });
    return;
  }
  await sendResetLink(ctx, user, undefined, ip, true);
}
