import { hero } from '../../../contract/content/index.ts';

/** Route of the hero images screen (spec §2: /admin/hero-images), from the hero declaration. */
export const HERO_IMAGES_PATH = hero.console.route;
