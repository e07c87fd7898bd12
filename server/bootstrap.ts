import { eq } from 'drizzle-orm';
import type { AppContext } from './context.ts';
import { sendInviteLink } from './auth/links.ts';
import { users } from './db/schema.ts';
import { onlyRow } from './db/onlyRow.ts';

/**
 * No default password: while no admin has set one, each start issues a fresh one-time link for ADMIN_EMAIL
 * and prints it, so an operator who lost the first output is never locked out.
 */
export async function ensureFirstAdmin(ctx: AppContext): Promise<string | null> {
  const { db } = ctx.database;
  const active = await db.select({ id: users.id }).from(users).where(eq(users.status, 'active')).limit(1);
  if (active.length > 0) return null;
  const email = ctx.config.ADMIN_EMAIL.toLowerCase();
  await db.insert(users).values({ email, status: 'invited' }).onConflictDoNothing();
  const user = onlyRow(await db.select().from(users).where(eq(users.email, email)).limit(1));
  const url = await sendInviteLink(ctx, user, undefined, undefined, true);
  ctx.announce(
    `No admin has a password yet. Open this one-time link to set the first password for ${email}:\n  ${url}`,
  );
  return url;
}
