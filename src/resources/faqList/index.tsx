import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { screenChunk } from '../../custom/layout/screenChunk.ts';

const texts = () => import('../../i18n/staticPages.en.ts').then(module => module.staticPagesMessages);

export { FAQ_PATH } from './paths.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx).
const faqPageChunk = screenChunk(() => import('./FaqPage.tsx').then(module => module.FaqPage), texts);

/** /admin/faq, a custom route (App.tsx). */
export const FaqRoute = () => <ChunkRoute screen={faqPageChunk} />;
