import { CONTENT_ROUTES } from '../../../contract/content/names.ts';

/** Spec §2: /admin/ride-share-companies. */
export const RIDE_SHARE_COMPANIES_PATH = CONTENT_ROUTES.rideShareCompanies;
