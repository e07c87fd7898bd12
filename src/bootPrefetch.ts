import { endpoints } from '../contract/index.ts';
import { getToken } from './authProvider/storage.ts';
import { startEarlyGet } from './dataProvider/earlyRequest.ts';
import { vehicleListPath } from './dataProvider/vehicleListQuery.ts';
import { readListPrefs } from './resources/vehicles/listPrefsStorage.ts';
import { loadVehicleList } from './resources/vehicles/loadVehicleList.ts';
import { CARS_LIST_PATH } from './resources/vehicles/paths.ts';

/** Paths that show the vehicle list first: /admin and unknown paths redirect to it (spec §2), so only those two for sure. */
const listsFirst = (pathname: string, basename: string) => {
    const path = pathname.replace(/\/+$/, '');
    return path === basename || path === `${basename}${CARS_LIST_PATH}`;
};

/**
 * Signed in and opening the vehicle list: start its data, the profile and the list's code now,
 * in parallel, instead of one after the other once React has mounted (the list is the screen
 * staff open most). The requests are the very ones the data provider would make.
 */
export const prefetchFirstScreen = (basename: string): void => {
    const token = getToken();
    if (!token || !listsFirst(window.location.pathname, basename)) return;
    const { sort, perPage, filter } = readListPrefs();
    startEarlyGet(endpoints.profile, token);
    startEarlyGet(vehicleListPath({ pagination: { page: 1, perPage }, sort, filter }), token);
    loadVehicleList().catch(() => undefined);
};
