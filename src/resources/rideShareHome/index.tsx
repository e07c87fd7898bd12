import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { screenChunk } from '../../custom/layout/screenChunk.ts';

/** The ride-share screens' texts, fetched with the first of their chunks (not in the initial JS). */
const texts = () => import('../../i18n/rideShare.en.ts').then(module => module.rideShareMessages);

export { RIDESHARE_HOME_PATH } from './paths.ts';

// Each screen is loaded on first visit, without suspending (ChunkRoute.tsx), with their texts.
const pageChunk = screenChunk(() => import('./RideShareHomePage.tsx').then(module => module.RideShareHomePage), texts);
const createChunk = screenChunk(() => import('./RideShareHomeCreate.tsx').then(module => module.RideShareHomeCreate), texts);
const editChunk = screenChunk(() => import('./RideShareHomeEdit.tsx').then(module => module.RideShareHomeEdit), texts);

/** /admin/rideshare-home, a custom route (App.tsx): the items' table, the RDS list and the page's SEO. */
export const RideShareHomeRoute = () => <ChunkRoute screen={pageChunk} />;
const RideShareHomeCreate = () => <ChunkRoute screen={createChunk} />;
const RideShareHomeEdit = () => <ChunkRoute screen={editChunk} />;

/** `<Resource name="rideShareHome" {...rideShareHome} />`: /admin/rideShareHome/create and /:id. */
export default {
    create: RideShareHomeCreate,
    edit: RideShareHomeEdit,
    icon: HomeWorkIcon,
    recordRepresentation: (record: { title?: string }) => record.title ?? '',
};
