import { CONTENT_ROUTES } from '../../../contract/content/names.ts';

/** Spec §2: /admin/ride-share-cities, the city pages' table; the forms are /admin/rideShareCities/create and /:id. */
export const RIDE_SHARE_CITIES_PATH = CONTENT_ROUTES.rideShareCities;
