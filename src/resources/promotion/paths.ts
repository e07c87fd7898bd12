import { CONTENT_ROUTES } from '../../../contract/content/names.ts';

/** /admin/promotion (spec §2): the referral programme, Our Partners and Referrers. */
export const PROMOTION_PATH = CONTENT_ROUTES.partners;
/** Spec §9: both tables show five rows a page. */
export const PROMOTION_PAGE_SIZE = 5;
