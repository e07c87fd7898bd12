import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { chunkLoader } from '../../custom/layout/chunkLoader.ts';

export { FINANCE_PINS_PATH } from './paths.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx).
const financePinsChunk = chunkLoader(() => import('./FinancePinsPage.tsx').then(module => module.FinancePinsPage));

/** /admin/finance-info-pins, a custom route (App.tsx). */
export const FinancePinsRoute = () => <ChunkRoute screen={financePinsChunk} />;
