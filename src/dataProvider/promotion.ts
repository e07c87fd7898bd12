import { referralCounts, type ReferralCount } from '../../contract/promotion.ts';
import { http } from './http.ts';

/** The referral programme's call beside its collections' CRUD. */
export const promotionApi = {
  getReferralCounts: async (): Promise<ReferralCount[]> =>
    (await http('/v1/promotion/referral-counts', referralCounts)).json,
};
