import LocationCityIcon from '@mui/icons-material/LocationCity';
import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { screenChunk } from '../../custom/layout/screenChunk.ts';

/** The ride-share screens' texts, fetched with the first of their chunks (not in the initial JS). */
const texts = () => import('../../i18n/rideShare.en.ts').then(module => module.rideShareMessages);

export { RIDE_SHARE_CITIES_PATH } from './paths.ts';

// Each screen is loaded on first visit, without suspending (ChunkRoute.tsx), with their texts.
const listChunk = screenChunk(() => import('./RideShareCityList.tsx').then(module => module.RideShareCityList), texts);
const createChunk = screenChunk(() => import('./RideShareCityCreate.tsx').then(module => module.RideShareCityCreate), texts);
const editChunk = screenChunk(() => import('./RideShareCityEdit.tsx').then(module => module.RideShareCityEdit), texts);

/** /admin/ride-share-cities, a custom route (App.tsx): the resource itself has no list. */
export const RideShareCitiesRoute = () => <ChunkRoute screen={listChunk} />;
const RideShareCityCreate = () => <ChunkRoute screen={createChunk} />;
const RideShareCityEdit = () => <ChunkRoute screen={editChunk} />;

/** `<Resource name="rideShareCities" {...rideShareCities} />`: the form in add mode (/create) and update mode (/:id). */
export default {
    create: RideShareCityCreate,
    edit: RideShareCityEdit,
    icon: LocationCityIcon,
    recordRepresentation: (record: { cityName?: string }) => record.cityName ?? '',
};
