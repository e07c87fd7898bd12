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

/** One picture's damage-map pins (spec §7): a 400, a stale version's 412, a second first save's 409 reject. */
export const vehiclePinsApi = {
  /** The pin map of (stockId, picture), or null when nobody has saved pins on that picture yet. */
  getVehiclePinMap: async (stockId: string, picture: string, signal?: AbortSignal): Promise<VehiclePinMap | null> => {
    const query = new URLSearchParams({ stockId, picture });
    const { json } = await http(`${endpoints.vehiclePins}?${query}`, vehiclePinListResponse, { signal });
    return json.data.find((map) => map.picture === picture) ?? null;
  },
  /** POST the first time (with the picture's natural size), then PATCH with the version last read. */
  createVehiclePinMap: async (body: VehiclePinCreateRequest): Promise<VehiclePinSaveResponse> =>
    (await http(endpoints.vehiclePins, vehiclePinSaveResponse, { method: 'POST', body })).json,
  updateVehiclePinMap: async (body: VehiclePinUpdateRequest): Promise<VehiclePinSaveResponse> =>
    (await http(endpoints.vehiclePins, vehiclePinSaveResponse, { method: 'PATCH', body })).json,
};
