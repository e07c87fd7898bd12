import { chunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { screenChunk } from '../../custom/layout/screenChunk.ts';

const texts = () => import('../../i18n/staticPages.en.ts').then((module) => module.staticPagesMessages);

export { TRADE_IN_PATH } from './paths.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx).
const tradeInChunk = screenChunk(() => import('./TradeInPage.tsx').then((module) => module.TradeInPage), texts);

/** /admin/trade-in, a custom route (App.tsx). */
export const TradeInRoute = chunkRoute(tradeInChunk);
