import { endpoints } from '../contract/index.ts';
import { getToken } from './authProvider/storage.ts';
import type { ChunkLoader } from './custom/layout/chunkLoader.ts';
import { loginPageChunk } from './custom/login/loginPageChunk.ts';
import { vehicleDetailChunk } from './custom/vehicleDetail/vehicleDetailChunk.ts';
import { startEarlyGet } from './dataProvider/earlyRequest.ts';
import { vehicleListPath } from './dataProvider/vehicleListQuery.ts';
import { vehiclePath } from './dataProvider/vehiclePath.ts';
import { readListPrefs } from './resources/vehicles/listPrefsStorage.ts';
import { CARS_LIST_PATH, detailStockId, VEHICLE_DETAIL_PATH } from './resources/vehicles/paths.ts';
import { vehicleListChunk } from './resources/vehicles/vehicleListChunk.ts';

/** Paths that show the vehicle list first: /admin and unknown paths redirect to it (spec §2), so only those two for sure. */
const listsFirst = (path: string, basename: string) => path === basename || path === `${basename}${CARS_LIST_PATH}`;

/** The first screen's data request and chunk, for the two screens the boot knows. */
const firstScreen = (basename: string): { dataPath: string; chunk: ChunkLoader<unknown> } | undefined => {
  const path = window.location.pathname.replace(/\/+$/, '');
  if (listsFirst(path, basename)) {
    const { sort, perPage, page, filter } = readListPrefs();
    return { dataPath: vehicleListPath({ pagination: { page, perPage }, sort, filter }), chunk: vehicleListChunk };
  }
  const stockid = detailStockId(window.location.search);
  if (path === `${basename}${VEHICLE_DETAIL_PATH}` && stockid !== '')
    return { dataPath: vehiclePath(stockid), chunk: vehicleDetailChunk };
  return undefined;
};

/**
 * Signed in and opening the vehicle list or a vehicle (its open-in-new-tab links land there): start
 * the profile, the screen's data and its code now, in parallel, instead of one after the other once
 * React has mounted. The requests are the very ones the data provider would make.
 */
export const prefetchFirstScreen = (basename: string): void => {
  const token = getToken();
  if (!token) {
    // Signed out: the sign-in page is what comes next, whatever the address.
    loginPageChunk.load().catch(() => undefined);
    return;
  }
  const screen = firstScreen(basename);
  if (!screen) return;
  startEarlyGet(endpoints.profile, token);
  startEarlyGet(screen.dataPath, token);
  screen.chunk.load().catch(() => undefined);
};
