import {
  endpoints,
  vehiclePinListResponse,
  vehiclePinSaveResponse,
  type VehiclePinCreateRequest,
  type VehiclePinMap,
  type VehiclePinUpdateRequest,
} from '../../contract/index.ts';
import type { z } from 'zod';
import { http } from './http.ts';

export type VehiclePinSaveResponse = z.infer<typeof vehiclePinSaveResponse>;

/**
 * Damage-map pins of one vehicle picture (spec §7). Pessimistic by nature: a 400 carries
 * `{message, errors}`, a stale version 412, a second first-save 409; all reject with ApiError.
 */
export const vehiclePinsApi = {
  /** The pin map of (stockId, picture), or null when nobody has saved pins on that picture yet. */
  getVehiclePinMap: async (stockId: string, picture: string, signal?: AbortSignal): Promise<VehiclePinMap | null> => {
    const query = new URLSearchParams({ stockId, picture });
    const { json } = await http(`${endpoints.vehiclePins}?${query}`, vehiclePinListResponse, { signal });
    return json.data.find((map) => map.picture === picture) ?? null;
  },
  /** POST: the first save of a picture's pins (with the picture's natural size). */
  createVehiclePinMap: async (body: VehiclePinCreateRequest): Promise<VehiclePinSaveResponse> =>
    (await http(endpoints.vehiclePins, vehiclePinSaveResponse, { method: 'POST', body })).json,
  /** PATCH with the version last read: later saves. */
  updateVehiclePinMap: async (body: VehiclePinUpdateRequest): Promise<VehiclePinSaveResponse> =>
    (await http(endpoints.vehiclePins, vehiclePinSaveResponse, { method: 'PATCH', body })).json,
};
