import { contentScreenChunk } from '../../custom/content/generic/contentRoutes.tsx';
import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';

const texts = () => import('../../i18n/categories.en.ts').then((module) => module.categoriesMessages);

export { CATEGORIES_PATH } from './paths.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx), with the declarations' labels (the generic parts').
const categoriesChunk = contentScreenChunk(
  () => import('./CategoriesPage.tsx').then((module) => module.CategoriesPage),
  texts,
);

/** /admin/categories, a custom route (App.tsx). */
export const CategoriesRoute = () => <ChunkRoute screen={categoriesChunk} />;
