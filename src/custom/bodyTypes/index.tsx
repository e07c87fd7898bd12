import { chunkRoute } from '../layout/ChunkRoute.tsx';
import { screenChunk } from '../layout/screenChunk.ts';

const texts = () => import('../../i18n/bodyTypes.en.ts').then((module) => module.bodyTypesMessages);

/** /admin/type-setup (spec §2): the body-type cards. */
export const TYPE_SETUP_PATH = '/type-setup';

// Loaded on first visit (ChunkRoute.tsx): the contract's zod and the screen stay out of the initial JS.
const bodyTypesChunk = screenChunk(() => import('./BodyTypesPage.tsx').then((module) => module.BodyTypesPage), texts);

export const BodyTypesRoute = chunkRoute(bodyTypesChunk);
