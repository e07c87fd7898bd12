import {
  checkNadaEquipmentResponse,
  dmsEndpoints,
  getHotSpotPicturesResponse,
  getInteriorAssetResponse,
  getStateByMultipleZonesResponse,
  getStateByZoneResponse,
  getZoneByStateResponse,
  rsdVehicleListResponse,
  rsdZoneCountResponse,
  type DmsEndpointName,
  type DmsZone,
  type NadaCheckResult,
  type StateEntry,
} from '../../contract/index.ts';
import type { ZodType } from 'zod';
import { consoleMessages } from '../i18n/en.ts';
import { http } from './http.ts';

/** The console reaches the DMS only through the signed-in proxy on the same origin (`/dms/Inventory/...`). */
const DMS_PROXY = '/dms';
/** Spec §9: the ride-share zone select allows at most 7 zones. */
export const MAX_ZONES = 7;

/** GET with the query, or POST of the body, through the proxy; resolves to the checked answer. */
const dms = async <T>(name: DmsEndpointName, schema: ZodType<T>, query?: Record<string, string>, body?: unknown) =>
  (
    await http(`${DMS_PROXY}${dmsEndpoints[name].path}${query ? `?${new URLSearchParams(query)}` : ''}`, schema, {
      method: body === undefined ? 'GET' : 'POST',
      body,
    })
  ).json;

// Spec §8: missing zone or state data is only logged, never shown.
const logIfEmpty = <T>(list: T[], message: string): T[] => {
  if (list.length === 0) console.info(message);
  return list;
};

const { logs } = consoleMessages.app;

export const dmsApi = {
  rsdZoneCount: async () => logIfEmpty((await dms('rsdZoneCount', rsdZoneCountResponse)).rsdZoneList, logs.no_zones),
  rsdVehicleList: async (zone?: DmsZone) =>
    (await dms('rsdVehicleList', rsdVehicleListResponse, zone ? { Zone: zone } : undefined)).rsdVehicleList,
  getStateByZone: async (zone: string): Promise<StateEntry[]> =>
    logIfEmpty((await dms('getStateByZone', getStateByZoneResponse, { Zone: zone })).stateList, logs.no_states),
  getZoneByState: async (state: string): Promise<string[]> =>
    logIfEmpty((await dms('getZoneByState', getZoneByStateResponse, { State: state })).zoneList, logs.no_zones),
  getStateByMultipleZones: async (zones: string[]): Promise<StateEntry[]> => {
    if (zones.length > MAX_ZONES) throw new RangeError(`At most ${MAX_ZONES} zones can be selected`);
    const answer = await dms('getStateByMultipleZones', getStateByMultipleZonesResponse, { ZoneList: zones.join(',') });
    return logIfEmpty(answer.stateList, logs.no_states_for_zones);
  },
  getHotSpotPictures: async (stockId: string) =>
    (await dms('getHotSpotPictures', getHotSpotPicturesResponse, { StockId: stockId })).hotSpotPictures,
  getInteriorAsset: async (stockId: string) =>
    (await dms('getInteriorAsset', getInteriorAssetResponse, { StockId: stockId })).interior,
  checkNadaEquipment: async (stockId: string, possibleFeatureId: number[]): Promise<NadaCheckResult[]> =>
    dms('checkNadaEquipment', checkNadaEquipmentResponse, undefined, { stockId, possibleFeatureId }),
};
