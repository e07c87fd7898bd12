import { contentScreenRoute } from '../../custom/content/generic/contentRoutes.tsx';

const texts = () => import('../../i18n/categories.en.ts').then((module) => module.categoriesMessages);

export { CATEGORIES_PATH } from './paths.ts';

/** /admin/categories, with the declarations' labels (the generic parts'). */
export const CategoriesRoute = contentScreenRoute(
  () => import('./CategoriesPage.tsx').then((module) => module.CategoriesPage),
  texts,
);
