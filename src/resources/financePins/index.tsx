import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { screenChunk } from '../../custom/layout/screenChunk.ts';

const texts = () => import('../../i18n/staticPages.en.ts').then(module => module.staticPagesMessages);

export { FINANCE_PINS_PATH } from './paths.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx).
const financePinsChunk = screenChunk(() => import('./FinancePinsPage.tsx').then(module => module.FinancePinsPage), texts);

/** /admin/finance-info-pins, a custom route (App.tsx). */
export const FinancePinsRoute = () => <ChunkRoute screen={financePinsChunk} />;
