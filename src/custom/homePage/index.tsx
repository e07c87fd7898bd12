import { contentScreenRoute } from '../content/generic/contentRoutes.tsx';

export { HOME_PAGE_PATH } from './paths.ts';

/** /admin/home-page, with the generic content parts it is built from. */
export const HomePageRoute = contentScreenRoute(() => import('./HomePage.tsx').then((module) => module.HomePage));
