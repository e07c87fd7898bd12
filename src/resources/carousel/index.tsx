import { contentScreenChunk } from '../../custom/content/generic/contentRoutes.tsx';
import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';

const texts = () => import('../../i18n/carousel.en.ts').then((module) => module.carouselMessages);

export { SUB_CATEGORIES_PATH } from './paths.ts';

// The cards' list is generic (the carousel's declaration); a card's sub-category screen is its own (spec §2), loaded
// on first visit without suspending (ChunkRoute.tsx).
const subCategoriesChunk = contentScreenChunk(
  () => import('./SubCategoriesPage.tsx').then((module) => module.SubCategoriesPage),
  texts,
);

/** /admin/carousel/:id/sub-categories, a custom route (App.tsx). */
export const SubCategoriesRoute = () => <ChunkRoute screen={subCategoriesChunk} />;
