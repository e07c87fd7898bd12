import { CONTENT_ROUTES } from '../../../contract/content/names.ts';

/** Route of the trade-in page's SEO screen (spec §2: /admin/trade-in). */
export const TRADE_IN_PATH = CONTENT_ROUTES.seoPages;
