import { CONTENT_ROUTES } from '../../../contract/content/names.ts';

/** Route of the FAQ screen (spec §2: /admin/faq), from the declaration's route. */
export const FAQ_PATH = CONTENT_ROUTES.faqList;
