import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { invitations, users } from '../db/schema.ts';
import { gone, unauthorized } from '../errors.ts';
import { hashToken, newToken } from './tokens.ts';

export type LinkPurpose = 'invite' | 'reset';

const LIFETIME_MS: Record<LinkPurpose, number> = { invite: 7 * 24 * 3600_000, reset: 3600_000 };

/** Creates a single-use link token; an earlier unused link of the same admin stops working. */
export async function createLink(ctx: AppContext, userId: string, purpose: LinkPurpose, createdBy?: string) {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.database.db.transaction(async (tx) => {
    await tx.delete(invitations).where(and(eq(invitations.userId, userId), isNull(invitations.usedAt)));
    await tx.insert(invitations).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]),
      createdBy,
    });
  });
  return { token, url: `${ctx.config.publicUrl}/admin/login?token=${token}` };
}

/** The link's admin, if the link is valid now; a clear error otherwise. Does not consume it. */
export async function findValidLink(ctx: AppContext, token: string) {
  const rows = await ctx.database.db
    .select({ link: invitations, user: users })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.userId))
    .where(eq(invitations.tokenHash, hashToken(token)))
    .limit(1);
  const row = rows[0];
  if (!row) throw unauthorized('This link is not valid. Ask an admin for a new one.');
  if (row.link.usedAt) throw gone('This link has already been used. Ask an admin for a new one.');
  if (row.link.expiresAt.getTime() <= ctx.clock.now().getTime()) {
    throw gone('This link has expired. Ask an admin for a new one.');
  }
  return row;
}
