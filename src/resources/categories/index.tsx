import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { screenChunk } from '../../custom/layout/screenChunk.ts';

const texts = () => import('../../i18n/categories.en.ts').then(module => module.categoriesMessages);

export { CATEGORIES_PATH, LIFESTYLE_RESOURCE, RIDESHARE_RESOURCE } from './paths.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx); react-admin's loader shows meanwhile.
const categoriesChunk = screenChunk(() => import('./CategoriesPage.tsx').then(module => module.CategoriesPage), texts);

/** /admin/categories, a custom route (App.tsx). */
export const CategoriesRoute = () => <ChunkRoute screen={categoriesChunk} />;
