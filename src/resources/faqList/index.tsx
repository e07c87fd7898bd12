import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { chunkLoader } from '../../custom/layout/chunkLoader.ts';

export { FAQ_PATH } from './paths.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx).
const faqPageChunk = chunkLoader(() => import('./FaqPage.tsx').then(module => module.FaqPage));

/** /admin/faq, a custom route (App.tsx). */
export const FaqRoute = () => <ChunkRoute screen={faqPageChunk} />;
