import {
  checkNadaEquipmentResponse,
  dmsEndpoints,
  dmsFeaturesResponse,
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
import { consoleMessages } from '../i18n/en.ts';
import { http } from './http.ts';

/** The console reaches the DMS only through the signed-in proxy on the same origin (`/dms/Inventory/...`). */
const DMS_PROXY = '/dms';
/** Spec §9: the ride-share zone select allows at most 7 zones. */
export const MAX_ZONES = 7;

const pathOf = (name: DmsEndpointName, query?: Record<string, string>) => {
  const qs = query ? `?${new URLSearchParams(query)}` : '';
  return `${DMS_PROXY}${dmsEndpoints[name].path}${qs}`;
};

// Spec §8: missing zone or state data is only logged, never shown.
const logIfEmpty = <T>(list: T[], message: string): T[] => {
  if (list.length === 0) console.info(message);
  return list;
};

const { logs } = consoleMessages.app;

export const dmsApi = {
  rsdZoneCount: async () =>
    logIfEmpty((await http(pathOf('rsdZoneCount'), rsdZoneCountResponse)).json.rsdZoneList, logs.no_zones),
  rsdVehicleList: async (zone?: DmsZone) =>
    (await http(pathOf('rsdVehicleList', zone ? { Zone: zone } : undefined), rsdVehicleListResponse)).json
      .rsdVehicleList,
  getStateByZone: async (zone: string): Promise<StateEntry[]> =>
    logIfEmpty(
      (await http(pathOf('getStateByZone', { Zone: zone }), getStateByZoneResponse)).json.stateList,
      logs.no_states,
    ),
  getZoneByState: async (state: string): Promise<string[]> =>
    logIfEmpty(
      (await http(pathOf('getZoneByState', { State: state }), getZoneByStateResponse)).json.zoneList,
      logs.no_zones,
    ),
  getStateByMultipleZones: async (zones: string[]): Promise<StateEntry[]> => {
    if (zones.length > MAX_ZONES) throw new RangeError(`At most ${MAX_ZONES} zones can be selected`);
    const answer = await http(
      pathOf('getStateByMultipleZones', { ZoneList: zones.join(',') }),
      getStateByMultipleZonesResponse,
    );
    return logIfEmpty(answer.json.stateList, logs.no_states_for_zones);
  },
  getHotSpotPictures: async (stockId: string) =>
    (await http(pathOf('getHotSpotPictures', { StockId: stockId }), getHotSpotPicturesResponse)).json.hotSpotPictures,
  getInteriorAsset: async (stockId: string) =>
    (await http(pathOf('getInteriorAsset', { StockId: stockId }), getInteriorAssetResponse)).json.interior,
  checkNadaEquipment: async (stockId: string, possibleFeatureId: number[]): Promise<NadaCheckResult[]> =>
    (
      await http(pathOf('checkNadaEquipment'), checkNadaEquipmentResponse, {
        method: 'POST',
        body: { stockId, possibleFeatureId },
      })
    ).json,
  savePossibleFeature: async (stockId: string, possibleFeatures: NadaCheckResult[]) =>
    (
      await http(pathOf('savePossibleFeature'), dmsFeaturesResponse, {
        method: 'POST',
        body: { stockId, possibleFeatures },
      })
    ).json,
  deleteInventoryFeature: async (stockId: string, featureId: number[]) =>
    (
      await http(pathOf('deleteInventoryFeature'), dmsFeaturesResponse, {
        method: 'POST',
        body: { stockId, featureId },
      })
    ).json,
};

export type DmsApi = typeof dmsApi;
