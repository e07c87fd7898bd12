import { contentScreenChunk } from '../../custom/content/generic/contentRoutes.tsx';
import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';

/** The screen's own texts (its title, the RDS list's add form), fetched with its chunk (not in the initial JS). */
const texts = () => import('../../i18n/rideShare.en.ts').then((module) => module.rideShareMessages);

export { RIDESHARE_HOME_PATH } from './paths.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx), with the generic content parts it is built from.
const pageChunk = contentScreenChunk(
  () => import('./RideShareHomePage.tsx').then((module) => module.RideShareHomePage),
  texts,
);

/** /admin/rideshare-home, a custom route (App.tsx): the items' table, the RDS list and the page's SEO. */
export const RideShareHomeRoute = () => <ChunkRoute screen={pageChunk} />;
