import { contentScreenChunk } from '../content/generic/contentRoutes.tsx';
import { ChunkRoute } from '../layout/ChunkRoute.tsx';

export { HOME_PAGE_PATH } from './paths.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx), with the generic content parts it is built from.
const homePageChunk = contentScreenChunk(() => import('./HomePage.tsx').then((module) => module.HomePage));

/** /admin/home-page, a custom route (App.tsx). */
export const HomePageRoute = () => <ChunkRoute screen={homePageChunk} />;
