import { CONTENT_ROUTES } from '../../../contract/content/names.ts';

/** Route of the hero images screen (spec §2: /admin/hero-images), from the hero declaration. */
export const HERO_IMAGES_PATH = CONTENT_ROUTES.hero;
