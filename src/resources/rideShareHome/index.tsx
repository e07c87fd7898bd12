import { contentScreenRoute } from '../../custom/content/generic/contentRoutes.tsx';

/** The screen's own texts (its title, the RDS list's add form), fetched with its chunk (not in the initial JS). */
const texts = () => import('../../i18n/rideShare.en.ts').then((module) => module.rideShareMessages);

export { RIDESHARE_HOME_PATH } from './paths.ts';

/** /admin/rideshare-home: the items' table, the RDS list and the page's SEO. */
export const RideShareHomeRoute = contentScreenRoute(
  () => import('./RideShareHomePage.tsx').then((module) => module.RideShareHomePage),
  texts,
);
