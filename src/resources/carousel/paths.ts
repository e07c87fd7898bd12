import { CONTENT_ROUTES } from '../../../contract/content/names.ts';

/** /admin/carousel (spec §2): the carousel's settings and its category cards. */
export const CAROUSEL_PATH = CONTENT_ROUTES.carousel;
/** A card's sub-category cards screen (spec §2 'sub-category cards screen'). */
export const SUB_CATEGORIES_PATH = `${CAROUSEL_PATH}/:id/sub-categories`;

/** Spec §9: sub-category snackbar 3 s (the carousel's 2 s is its declaration's `toastMs`). */
export const SUB_CATEGORY_SNACKBAR_MS = 3000;
