/** Routes of the vehicle screens (under the admin basename); a leaf module so the menu and redirects don't load the screens. */
export const CARS_LIST_PATH = '/cars-list';
/** The vehicle detail (spec §2: /admin/vehicle?id={stockid}), built in src/custom/vehicleDetail/. */
export const VEHICLE_DETAIL_PATH = '/vehicle';

/** Full URL of a vehicle's detail, for row clicks and open-in-new-tab links. */
export const vehicleDetailUrl = (basename: string, stockid: string): string =>
  `${basename}${VEHICLE_DETAIL_PATH}?${new URLSearchParams({ id: stockid })}`;

/** The stock id a detail URL's query names (`?id=`), '' when none. */
export const detailStockId = (search: string): string => (new URLSearchParams(search).get('id') ?? '').trim();
