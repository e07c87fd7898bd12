import { CONTENT_ROUTES } from '../../../contract/content/names.ts';

/**
 * Route of the categories screen (spec §2: /admin/categories), from the declarations (the sidebar reads it too).
 * A leaf module, so App.tsx doesn't load the screen.
 */
export const CATEGORIES_PATH = CONTENT_ROUTES.rideshareCategories;
