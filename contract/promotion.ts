import { z } from 'zod';

/** Beyond the spec: each partner's referrals and purchases through its promo code (GET /v1/promotion/referral-counts). */
export const referralCount = z.object({
  partnerId: z.string(),
  promoCode: z.string(),
  referrals: z.number().int(),
  purchased: z.number().int(),
});
export type ReferralCount = z.infer<typeof referralCount>;
export const referralCounts = z.array(referralCount);
