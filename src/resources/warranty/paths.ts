import { warranty } from '../../../contract/content/index.ts';

/** The warranty list's route (spec §2: /admin/warranty): the resource's own, named in the declaration. */
export const WARRANTY_PATH = warranty.console.route;
