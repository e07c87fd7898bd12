import { z } from 'zod';
import { vehicle, type FeaturesUpdateRequest, type Vehicle, type VehicleUpdateRequest } from '../../contract/index.ts';
import { http } from './http.ts';
import { vehiclePath } from './vehiclePath.ts';

/** PUT /v1/features answers the message to show and the vehicle as saved (new version included). */
const featuresUpdateResponse = z.object({ message: z.string(), vehicle });

/** Vehicle detail calls by stock id; the names cannot collide with the list's once both are spread into the provider. */
export const vehicleDetailApi = {
  getVehicleByStockId: async (stockid: string, signal?: AbortSignal): Promise<Vehicle> =>
    (await http(vehiclePath(stockid), vehicle, { signal })).json,
  /** Pessimistic by nature: 400 carries `{errors: {'seo.title': …}}`, a stale version 412. */
  updateVehicleByStockId: async (stockid: string, data: VehicleUpdateRequest): Promise<Vehicle> =>
    (await http(vehiclePath(stockid), vehicle, { method: 'PUT', body: data })).json,
  saveVehicleFeatures: async (data: FeaturesUpdateRequest) =>
    (await http('/v1/features', featuresUpdateResponse, { method: 'PUT', body: data })).json,
};
