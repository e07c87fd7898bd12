import type { AppContext } from '../context.ts';
import { audit } from '../audit.ts';
import { createLink, type LinkPurpose } from './invitations.ts';

interface LinkUser {
  id: string;
  email: string;
}

const TEXT: Record<LinkPurpose, { subject: string; body: (url: string) => string; action: string }> = {
  invite: {
    subject: 'You are invited to the admin console',
    body: (url) =>
      `You have been invited to the admin console.\n\nSet your password here (the link works once, for 7 days):\n${url}\n`,
    action: 'users.invite',
  },
  reset: {
    subject: 'Set a new password for the admin console',
    body: (url) =>
      `A new password was requested for your admin console account.\n\nSet it here (the link works once, for 1 hour):\n${url}\n\nIf you did not ask for this, ignore this message.\n`,
    action: 'users.reset_link',
  },
};

/** Creates the link, mails it, records it; without SMTP the operator sees where the message went. */
async function sendLink(
  ctx: AppContext,
  purpose: LinkPurpose,
  user: LinkUser,
  actor: LinkUser | undefined,
  ip?: string,
  quiet = false,
  audited = false,
) {
  const { url } = await createLink(ctx, user.id, purpose, actor?.id);
  const t = TEXT[purpose];
  const { file } = await ctx.mailer.send({ to: user.email, subject: t.subject, text: t.body(url) });
  if (file && !quiet) ctx.announce(`Mail to ${user.email} saved to ${file} (no SMTP_URL set). Link: ${url}`);
  // `audited`: the caller recorded the link already, in the transaction that decided to send it.
  if (audited) return url;
  await audit(
    ctx.database.db,
    { action: t.action, actorId: actor?.id, actorEmail: actor?.email, target: user.email, ip },
    ctx.clock.now(),
  );
  return url;
}

export const sendInviteLink = (ctx: AppContext, user: LinkUser, actor?: LinkUser, ip?: string, quiet?: boolean) =>
  sendLink(ctx, 'invite', user, actor, ip, quiet);
export const sendResetLink = (ctx: AppContext, user: LinkUser, actor?: LinkUser, ip?: string, audited = false) =>
  sendLink(ctx, 'reset', user, actor, ip, false, audited);
