import { CONTENT_ROUTES } from '../../../contract/content/names.ts';

/** /admin/carousel (spec §2): the carousel's settings and its category cards. */
export const CAROUSEL_PATH = CONTENT_ROUTES.carousel;
export const CAROUSEL_RESOURCE = 'carousel';
export const CAROUSEL_SETTING_RESOURCE = 'carouselSetting';
/** A card's sub-category cards screen (spec §2 'sub-category cards screen'). */
export const SUB_CATEGORIES_PATH = `${CAROUSEL_PATH}/:id/sub-categories`;
export const subCategoriesPath = (id: string | number) =>
  `${CAROUSEL_PATH}/${encodeURIComponent(String(id))}/sub-categories`;

/** Spec §9: carousel snackbar 2 s; sub-category snackbar 3 s. */
export const CAROUSEL_SNACKBAR_MS = 2000;
export const SUB_CATEGORY_SNACKBAR_MS = 3000;
