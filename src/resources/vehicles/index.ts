import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import type { VehicleRecord } from '../../types.ts';

export { CARS_LIST_PATH, VEHICLE_DETAIL_PATH, vehicleDetailUrl } from './paths.ts';

/** The list screen, routed on /cars-list (spec §2) through <CustomRoutes>: the resource below declares no `list`. */
export { VehicleListRoute as VehicleList } from './VehicleListRoute.tsx';

/** `<Resource name="vehicles" {...vehicles} />`: labels and record representation for the resource. */
export default {
  icon: DirectionsCarIcon,
  recordRepresentation: (record: VehicleRecord) => record.stockid,
};
