import { ChunkRoute } from '../layout/ChunkRoute.tsx';
import { chunkLoader } from '../layout/chunkLoader.ts';

export { HOME_PAGE_PATH } from './paths.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx).
const homePageChunk = chunkLoader(() => import('./HomePage.tsx').then(module => module.HomePage));

/** /admin/home-page, a custom route (App.tsx). */
export const HomePageRoute = () => <ChunkRoute screen={homePageChunk} />;
