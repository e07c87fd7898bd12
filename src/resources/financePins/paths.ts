import { CONTENT_ROUTES } from '../../../contract/content/names.ts';

/** Route of the finance info pins screen (spec §2: /admin/finance-info-pins), from the declaration's route. */
export const FINANCE_PINS_PATH = CONTENT_ROUTES.financePins;
