import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { screenChunk } from '../../custom/layout/screenChunk.ts';

/** The ride-share screens' texts, fetched with the first of their chunks (not in the initial JS). */
const texts = () => import('../../i18n/rideShare.en.ts').then(module => module.rideShareMessages);

export { RIDE_SHARE_COMPANIES_PATH } from './paths.ts';

// Loaded on first visit, without suspending (ChunkRoute.tsx), with their texts.
const companiesChunk = screenChunk(() => import('./RideShareCompanyList.tsx').then(module => module.RideShareCompanyList), texts);

/** /admin/ride-share-companies, a custom route (App.tsx): the table and its add and edit dialogs. */
export const RideShareCompaniesRoute = () => <ChunkRoute screen={companiesChunk} />;
