import { CONTENT_ROUTES } from '../../../contract/content/names.ts';

/** Spec §2: /admin/rideshare-home; the items' generic pages are /admin/rideShareHome/create and /:id. */
export const RIDESHARE_HOME_PATH = CONTENT_ROUTES.rideShareHome;
