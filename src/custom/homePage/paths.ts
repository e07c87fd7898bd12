import { promo } from '../../../contract/content/index.ts';

/** Route of the home page screen (spec §2: /admin/home-page): the promo banners' console route in their declaration. */
export const HOME_PAGE_PATH = promo.console.route;
