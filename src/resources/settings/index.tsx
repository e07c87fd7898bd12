import { chunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { screenChunk } from '../../custom/layout/screenChunk.ts';

const texts = () => import('../../i18n/settings.en.ts').then((module) => module.settingsMessages);

export { PRICE_LIST_PATH } from './paths.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx).
const settingsChunk = screenChunk(() => import('./SettingsPage.tsx').then((module) => module.SettingsPage), texts);

/** /admin/price-list, a custom route (App.tsx). */
export const SettingsRoute = chunkRoute(settingsChunk);
