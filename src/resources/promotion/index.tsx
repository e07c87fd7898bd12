import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { contentScreenChunk } from '../../custom/content/generic/contentRoutes.tsx';

const texts = () => import('../../i18n/promotion.en.ts').then((module) => module.promotionMessages);

export { PROMOTION_PATH } from './paths.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx), with the generic parts' texts and labels.
const promotionChunk = contentScreenChunk(
  () => import('./PromotionPage.tsx').then((module) => module.PromotionPage),
  texts,
);

/** /admin/promotion, a custom route (App.tsx). */
export const PromotionRoute = () => <ChunkRoute screen={promotionChunk} />;
