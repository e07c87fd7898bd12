/** Routes of the vehicle screens (under the admin basename); a leaf module so the menu and redirects don't load the screens. */
export const CARS_LIST_PATH = '/cars-list';
