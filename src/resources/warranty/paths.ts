import { CONTENT_ROUTES } from '../../../contract/content/names.ts';

/** The warranty list's route (spec §2: /admin/warranty): the resource's own, named in the declaration. */
export const WARRANTY_PATH = CONTENT_ROUTES.warranty;
