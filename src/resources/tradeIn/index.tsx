import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { chunkLoader } from '../../custom/layout/chunkLoader.ts';

export { TRADE_IN_PATH } from './paths.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx).
const tradeInChunk = chunkLoader(() => import('./TradeInPage.tsx').then(module => module.TradeInPage));

/** /admin/trade-in, a custom route (App.tsx). */
export const TradeInRoute = () => <ChunkRoute screen={tradeInChunk} />;
