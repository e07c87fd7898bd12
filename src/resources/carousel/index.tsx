import { contentScreenRoute } from '../../custom/content/generic/contentRoutes.tsx';

const texts = () => import('../../i18n/carousel.en.ts').then((module) => module.carouselMessages);

export { SUB_CATEGORIES_PATH } from './paths.ts';

/** /admin/carousel/:id/sub-categories: the cards' list is generic, a card's sub-category screen its own (spec §2). */
export const SubCategoriesRoute = contentScreenRoute(
  () => import('./SubCategoriesPage.tsx').then((module) => module.SubCategoriesPage),
  texts,
);
