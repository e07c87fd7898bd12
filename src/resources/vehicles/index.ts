/**
 * The vehicle list. For now a custom page on /cars-list; the vehicle issue swaps this
 * module's export for the real resource without touching the layout or the redirects.
 */
export { CarsListPage } from './CarsListPage.tsx';
export { CARS_LIST_PATH } from './paths.ts';
