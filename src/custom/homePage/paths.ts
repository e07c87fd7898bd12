import { CONTENT_ROUTES } from '../../../contract/content/names.ts';

/** Route of the home page screen (spec §2: /admin/home-page): the promo banners' console route in their declaration. */
export const HOME_PAGE_PATH = CONTENT_ROUTES.promo;
