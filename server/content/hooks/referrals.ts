import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { documents } from '../../db/schema.ts';
import type { ContentHook } from './index.ts';

export const UNKNOWN_PROMO_CODE = (code: string) => `No partner or referrer has the code ${code}`;

type Data = Record<string, unknown>;

/** The partner whose promo code this is (compared case-insensitively, as the partners' uniqueness is). */
export async function partnerByCode(db: Db, code: string): Promise<Data | null> {
  const [row] = await db
    .select({ data: documents.data })
    .from(documents)
    .where(and(eq(documents.collection, 'partners'), sql`lower(${documents.data} ->> 'promoCode') = lower(${code})`))
    .limit(1);
  return row?.data ?? null;
}

/**
 * A customer referrer's code: one on record from an earlier referral of that referrer (a prospect id with the code).
 * The spec does not show where customer codes are issued; README "Referral programme".
 */
async function referrerByCode(db: Db, code: string): Promise<Data | null> {
  const [row] = await db
    .select({ data: documents.data })
    .from(documents)
    .where(
      and(
        eq(documents.collection, 'referrals'),
        sql`lower(${documents.data} ->> 'promoCode') = lower(${code})`,
        ne(sql`coalesce(${documents.data} ->> 'prospectId', '')`, ''),
      ),
    )
    .limit(1);
  return row?.data ?? null;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Referrals (spec §3 referrer row): the promo code must be a partner's or a known referrer's; the code is stored
 * as its owner spells it, and the referrer's name and phone come from the owner when the site did not send them.
 */
export const referralsHook: ContentHook = {
  async prepare(data, { db }) {
    const code = String(data.promoCode ?? '');
    const partner = await partnerByCode(db, code);
    if (partner) {
      return {
        ...data,
        promoCode: partner.promoCode,
        name: blank(data.name) ? partner.name : data.name,
        prospectPhoneNumber: blank(data.prospectPhoneNumber) ? partner.contactNumber : data.prospectPhoneNumber,
      };
    }
    const referrer = await referrerByCode(db, code);
    if (!referrer) return data;
    const out: Data = { ...data, promoCode: referrer.promoCode };
    for (const key of ['prospectId', 'name', 'prospectPhoneNumber']) if (blank(out[key])) out[key] = referrer[key];
    return out;
  },
  async check(data, { db }): Promise<Record<string, string>> {
    const code = String(data.promoCode ?? '');
    if ((await partnerByCode(db, code)) || (await referrerByCode(db, code))) return {};
    return { promoCode: UNKNOWN_PROMO_CODE(code) };
  },
};
