import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { screenChunk } from '../../custom/layout/screenChunk.ts';

const texts = () => import('../../i18n/settings.en.ts').then(module => module.settingsMessages);

export { PROMOTION_PATH } from './paths.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx).
const promotionChunk = screenChunk(() => import('./PromotionPage.tsx').then(module => module.PromotionPage), texts);

/** /admin/promotion, a custom route (App.tsx). */
export const PromotionRoute = () => <ChunkRoute screen={promotionChunk} />;
