import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { audit } from '../audit.ts';
import { auditLog, users } from '../db/schema.ts';
import { sendResetLink } from './links.ts';

/** Self-service reset mails per admin per hour: more would let anyone flood a mailbox (and replace its link). */
export const RESETS_PER_HOUR = 3;

/** "Forgot password?": mails a reset link to an active admin, at most RESETS_PER_HOUR times an hour. */
export async function requestReset(ctx: AppContext, email: string, ip: string) {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user || user.status !== 'active') {
    await audit(db, { action: 'auth.reset_requested', actorEmail: null, outcome: 'failure', ip, details: { reason: 'no active account' } }, now);
    return;
  }
  // The sent links are in the audit log already (links.ts); those an admin sent (actor set) do not count.
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'users.reset_link'), eq(auditLog.target, user.email), isNull(auditLog.actorId), gt(auditLog.at, new Date(now.getTime() - 3600_000))));
  if (n >= RESETS_PER_HOUR) {
    await audit(db, { action: 'auth.reset_requested', actorEmail: null, target: user.email, outcome: 'failure', ip, details: { reason: 'throttled' } }, now);
    return;
  }
  await sendResetLink(ctx, user, undefined, ip);
}
