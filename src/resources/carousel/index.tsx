import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { screenChunk } from '../../custom/layout/screenChunk.ts';

const texts = () => import('../../i18n/carousel.en.ts').then(module => module.carouselMessages);

export { CAROUSEL_PATH, SUB_CATEGORIES_PATH } from './paths.ts';

// Each screen is loaded on first visit, without suspending (ChunkRoute.tsx): dnd-kit and the declarations with it.
const carouselChunk = screenChunk(() => import('./CarouselPage.tsx').then(module => module.CarouselPage), texts);
const subCategoriesChunk = screenChunk(() => import('./SubCategoriesPage.tsx').then(module => module.SubCategoriesPage), texts);

/** /admin/carousel, a custom route (App.tsx). */
export const CarouselRoute = () => <ChunkRoute screen={carouselChunk} />;
/** /admin/carousel/:id/sub-categories, a custom route (App.tsx). */
export const SubCategoriesRoute = () => <ChunkRoute screen={subCategoriesChunk} />;
