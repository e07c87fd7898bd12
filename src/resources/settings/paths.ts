import { CONTENT_ROUTES } from '../../../contract/content/names.ts';

/** /admin/price-list (spec §2): the four single-row settings tables. */
export const PRICE_LIST_PATH = CONTENT_ROUTES.prices;
