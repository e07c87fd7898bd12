import { contentScreenRoute } from '../../custom/content/generic/contentRoutes.tsx';

const texts = () => import('../../i18n/promotion.en.ts').then((module) => module.promotionMessages);

export { PROMOTION_PATH } from './paths.ts';

/** /admin/promotion, with the generic parts' texts and labels. */
export const PromotionRoute = contentScreenRoute(
  () => import('./PromotionPage.tsx').then((module) => module.PromotionPage),
  texts,
);
