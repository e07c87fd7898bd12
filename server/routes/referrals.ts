import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../contract/errors.ts';
import { referralCounts } from '../../contract/promotion.ts';
import { partners, referrals } from '../../contract/content/index.ts';
import { audit } from '../audit.ts';
import { requireAdmin } from '../auth/guard.ts';
import { referralsHook } from '../content/hooks/referrals.ts';
import { createDocument, listRows, present } from '../content/store.ts';
import { contentOf, firstMessage, parseContent } from '../content/validate.ts';
import { badRequest, unauthorized } from '../errors.ts';
import { ANONYMOUS_BODY_LIMIT } from '../plugins/bodyLimits.ts';

/** The header the public website's server sends its key in (or `Authorization: Bearer <key>`). */
export const PUBLIC_SITE_KEY_HEADER = 'x-public-site-key';
export const SITE_KEY_REFUSED = 'This call needs the public site key';

const digest = (v: string) => createHash('sha256').update(v).digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function siteKeyMatches(sent: string | undefined, expected: string | undefined): boolean {
  if (!expected || !sent) return false;
  return timingSafeEqual(digest(sent), digest(expected));
}

const sentKey = (request: FastifyRequest): string | undefined => {
  const header = request.headers[PUBLIC_SITE_KEY_HEADER];
  if (typeof header === 'string' && header) return header;
  const auth = request.headers.authorization;
  const m = typeof auth === 'string' ? /^Bearer\s+(\S+)$/i.exec(auth) : null;
  return m?.[1];
};

/**
 * The referral programme's calls beside its two collections' generic ones: the public website records a referral
 * (server to server, PUBLIC_SITE_KEY, never an admin session), and the console reads each partner's counts.
 */
export async function referralRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const db = ctx.database.db;

  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/public/referrals',
    {
      bodyLimit: ANONYMOUS_BODY_LIMIT,
      schema: {
        tags: ['public content'],
        security: [],
        summary: 'Record a referral from the public website (header x-public-site-key)',
        body: z.record(z.string(), z.unknown()),
        response: { 201: z.unknown(), 400: errorBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      if (!siteKeyMatches(sentKey(request), ctx.config.PUBLIC_SITE_KEY)) throw unauthorized(SITE_KEY_REFUSED);
      const input = contentOf(request.body);
      let data = parseContent(referrals, { ...referrals.defaults, ...input });
      const hookCtx = { db, id: null, current: null };
      data = await referralsHook.prepare!(data, hookCtx);
      const errors = await referralsHook.check!(data, hookCtx);
      if (Object.keys(errors).length) throw badRequest(firstMessage(referrals, errors), errors);
      const row = await createDocument(db, referrals, data, { email: 'public-site' }, ctx.clock.now());
      await app.content.cache.changed(referrals.name);
      await audit(
        db,
        {
          action: 'content.referrals.create',
          actorEmail: 'public-site',
          target: row.id,
          details: { promoCode: data.promoCode },
        },
        ctx.clock.now(),
      );
      return reply.code(201).send({ ...present(row), ...referrals.answers.created });
    },
  );

  await app.register(async (admin) => {
    requireAdmin(admin);
    admin.withTypeProvider<ZodTypeProvider>().get(
      '/v1/promotion/referral-counts',
      {
        schema: {
          tags: ['content: partners'],
          summary: "Each partner's referrals and purchases through its promo code",
          response: { 200: referralCounts },
        },
      },
      async () => {
        const byCode = new Map<string, { referrals: number; purchased: number }>();
        for (const row of await listRows(db, referrals)) {
          const code = String(row.data.promoCode ?? '').toLowerCase();
          const n = byCode.get(code) ?? { referrals: 0, purchased: 0 };
          n.referrals += 1;
          if (row.data.isPurchased === true) n.purchased += 1;
          byCode.set(code, n);
        }
        return (await listRows(db, partners)).map((row) => {
          const promoCode = String(row.data.promoCode ?? '');
          return {
            partnerId: row.id,
            promoCode,
            ...(byCode.get(promoCode.toLowerCase()) ?? { referrals: 0, purchased: 0 }),
          };
        });
      },
    );
  });
}
