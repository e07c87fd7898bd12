import { lazy } from 'react';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import type { VehicleRecord } from '../../types.ts';

export { CARS_LIST_PATH, VEHICLE_DETAIL_PATH, vehicleDetailUrl } from './paths.ts';

/**
 * The list screen, loaded on first visit (the layout's Suspense shows react-admin's loader
 * meanwhile). It is routed on /cars-list (spec §2) through <CustomRoutes>, not on the
 * resource's default /vehicles, so the resource below declares no `list`.
 */
export const VehicleList = lazy(() => import('./VehicleList.tsx').then(module => ({ default: module.VehicleList })));

/** `<Resource name="vehicles" {...vehicles} />`: labels and record representation for the resource. */
export default {
    icon: DirectionsCarIcon,
    recordRepresentation: (record: VehicleRecord) => record.stockid,
};
