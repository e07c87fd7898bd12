import { CONTENT_ROUTES } from '../../../contract/content/names.ts';
import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { contentScreenChunk } from '../../custom/content/generic/contentRoutes.tsx';

const texts = () => import('../../i18n/staticPages.en.ts').then(module => module.staticPagesMessages);

/** Route of the FAQ screen (spec §2: /admin/faq), from the declaration's route. */
export const FAQ_PATH = CONTENT_ROUTES.faqList;

// Loaded on first visit, without suspending (ChunkRoute.tsx), with the generic parts' texts and labels.
const faqPageChunk = contentScreenChunk(() => import('./FaqPage.tsx').then(module => module.FaqPage), texts);

/** /admin/faq, a custom route (App.tsx). */
export const FaqRoute = () => <ChunkRoute screen={faqPageChunk} />;
