import { z } from 'zod';
import { DMS_BODY_TYPES, DMS_FUEL_TYPES, dmsZone, spinAngle } from './dmsVocabulary.ts';

/**
 * The DMS API contract (spec §7, issue 3): what the sandbox serves and what the connector, the proxy and the
 * console expect from the real DMS. Answers are lenient where a strict rule would reject a whole sync for one odd
 * value (zone names, colours); requests are strict.
 */

export const DMS_API_KEY_HEADER = 'x-api-key';

export * from './dmsVocabulary.ts';

/** Every DMS failure carries `msg` (spec §1, §8). */
export const dmsError = z.object({ msg: z.string() });
export type DmsError = z.infer<typeof dmsError>;

const stockId = z.string().trim().min(1).max(40);
const featureId = z.number().int().positive();
const url = z.string().min(1).max(2048);

/** File names end in a number; the console orders pictures by it (spec §3), so the DMS may send them unordered. */
export const dmsPicture = z.object({
  _id: z.string().min(1),
  name: z.string().regex(/-\d+\.[a-z]+$/i, 'picture names end in -<number>.<ext>'),
  picture: url,
});
export type DmsPicture = z.infer<typeof dmsPicture>;

export const dmsFeature = z.object({ featureId, featureName: z.string(), featureDesc: z.string() });
export type DmsFeature = z.infer<typeof dmsFeature>;

export const nadaEquipment = z.object({ id: z.string().min(1), description: z.string() });
export type NadaEquipment = z.infer<typeof nadaEquipment>;

/** A feature that may be on the vehicle; its NADA candidates can be more than one (the ambiguity dialog). */
export const dmsPossibleFeature = z.object({
  possibleFeatureId: featureId,
  featureName: z.string(),
  featureDesc: z.string(),
  nadaEquipments: z.array(nadaEquipment),
});
export type DmsPossibleFeature = z.infer<typeof dmsPossibleFeature>;

/** A feature keeps its id when it moves between the installed and the possible list. */
export const dmsVehicleFeatures = z.object({
  features: z.array(dmsFeature),
  possibleFeatures: z.array(dmsPossibleFeature),
});
export type DmsVehicleFeatures = z.infer<typeof dmsVehicleFeatures>;

/** One row of a 360 spin: frames shot at one camera elevation, in rotation order. Rows may differ in length. */
export const dmsSpinRow = z.object({ angle: spinAngle, frames: z.array(url) });
export const dmsSpin = z.object({ rows: z.array(dmsSpinRow) });
export type DmsSpin = z.infer<typeof dmsSpin>;

/** Equirectangular (2:1) interior panorama. */
export const dmsInterior = z.object({
  panorama: url,
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type DmsInterior = z.infer<typeof dmsInterior>;

/** Every DMS-owned field of the Vehicle entity (spec §3); admin-owned fields are never part of it. */
export const dmsVehicle = z.object({
  stockid: stockId,
  VIN: z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/i, 'VIN must be 17 characters without I, O or Q'),
  make: z.string(),
  model: z.string(),
  series: z.string(),
  carYear: z.number().int().min(1900).max(2100),
  mileage: z.number().int().min(0),
  purchaseDate: z.iso.date(),
  listPrice: z.number().min(0),
  // Descriptive extras the seed does not name: optional so a real DMS without them still passes.
  body: z.enum(DMS_BODY_TYPES).optional(),
  /**
   * The body type as the DMS spells it ('4dr Car', 'Sedan 4D', 'Sport Utility', ...): free text, several spellings
   * per shape. The body-type cards map these values (issue 17); trimmed, empty means none.
   */
  bodyType: z.string().trim().max(80).optional(),
  fuelType: z.enum(DMS_FUEL_TYPES).optional(),
  exteriorColor: z.string().optional(),
  interiorColor: z.string().optional(),
  seats: z.number().int().positive().optional(),
  doors: z.number().int().positive().optional(),
  lotState: z.string().optional(),
  pictures: z.array(dmsPicture),
  features: dmsVehicleFeatures,
  /** The highest Uber tier the vehicle qualifies for, or null. */
  rideShareCategory: z.string().nullable(),
  /** Every lifestyle category whose rule the vehicle meets (may be empty). */
  lifestyleCategory: z.array(z.string()),
  /** Ride-share zones the vehicle is offered in (at most 7, spec §9); empty when not a ride-share vehicle. */
  zones: z.array(z.string()).max(7),
  spin: dmsSpin,
  interior: dmsInterior.nullable(),
});
export type DmsVehicle = z.infer<typeof dmsVehicle>;

/** The paged inventory feed the sync reads: 1-based pages, stable order by stockid ascending. */
export const DMS_FEED_DEFAULT_PAGE_SIZE = 100;
export const DMS_FEED_MAX_PAGE_SIZE = 1000;
export const dmsFeedQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(DMS_FEED_MAX_PAGE_SIZE).default(DMS_FEED_DEFAULT_PAGE_SIZE),
});
export const dmsFeedPage = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Vehicles in the whole feed at the time of this page; a complete read has exactly this many. */
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
  vehicles: z.array(dmsVehicle),
});
export type DmsFeedPage = z.infer<typeof dmsFeedPage>;

export const checkNadaEquipmentRequest = z.object({
  stockId,
  possibleFeatureId: z.array(featureId).min(1).max(500),
});
export type CheckNadaEquipmentRequest = z.infer<typeof checkNadaEquipmentRequest>;
export const nadaCheckResult = z.object({
  possibleFeatureId: featureId,
  nadaEquipments: z.array(z.object({ id: z.string() })),
});
export type NadaCheckResult = z.infer<typeof nadaCheckResult>;
export const checkNadaEquipmentResponse = z.array(nadaCheckResult);

/** Possible features confirmed as installed, each with the NADA equipment chosen (one after the ambiguity dialog). */
export const savePossibleFeatureRequest = z.object({
  stockId,
  possibleFeatures: z
    .array(nadaCheckResult.extend({ nadaEquipments: z.array(z.object({ id: z.string() })).min(1) }))
    .min(1)
    .max(500),
});
export type SavePossibleFeatureRequest = z.infer<typeof savePossibleFeatureRequest>;

/** Installed features removed from the vehicle; they become possible again. */
export const deleteInventoryFeatureRequest = z.object({ stockId, featureId: z.array(featureId).min(1).max(500) });
export type DeleteInventoryFeatureRequest = z.infer<typeof deleteInventoryFeatureRequest>;

/** Answer of SavePossibleFeature and DeleteInventoryFeature: the vehicle's features after the change. */
export const dmsFeaturesResponse = z.object({ stockId: z.string(), features: dmsVehicleFeatures });
export type DmsFeaturesResponse = z.infer<typeof dmsFeaturesResponse>;

export const rsdVehicle = z.object({
  stockid: z.string(),
  VIN: z.string(),
  make: z.string(),
  model: z.string(),
  series: z.string(),
  carYear: z.number().int(),
  rideShareCategory: z.string(),
  zones: z.array(z.string()),
});
export type RsdVehicle = z.infer<typeof rsdVehicle>;
export const rsdVehicleListQuery = z.object({ Zone: dmsZone.optional() });
export const rsdVehicleListResponse = z.object({ rsdVehicleList: z.array(rsdVehicle) });

export const rsdZoneCountResponse = z.object({
  rsdZoneList: z.array(z.object({ zoneName: z.string(), count: z.number().int().min(0) })),
});
export type RsdZoneCountResponse = z.infer<typeof rsdZoneCountResponse>;

/** A state as the console's selects show it: name and USPS abbreviation. */
export const stateEntry = z.object({ text: z.string(), value: z.string() });
export type StateEntry = z.infer<typeof stateEntry>;

export const getStateByZoneQuery = z.object({ Zone: z.string().trim().min(1) });
export const getStateByZoneResponse = z.object({ zone: z.string(), stateList: z.array(stateEntry) });
export const getZoneByStateQuery = z.object({ State: z.string().trim().min(1) });
export const getZoneByStateResponse = z.object({ state: stateEntry, zoneList: z.array(z.string()) });
/** ZoneList is comma-joined (spec §7): `?ZoneList=SOUTH,PACIFIC`. */
export const getStateByMultipleZonesQuery = z.object({ ZoneList: z.string().trim().min(1) });
export const getStateByMultipleZonesResponse = z.object({
  zoneList: z.array(z.string()),
  stateList: z.array(stateEntry),
});

export const stockIdQuery = z.object({ StockId: stockId });
/** Close-up pictures an admin can attach to a 360 hotspot. */
export const hotSpotPicture = dmsPicture.extend({ title: z.string() });
export const getHotSpotPicturesResponse = z.object({ stockId: z.string(), hotSpotPictures: z.array(hotSpotPicture) });
export type GetHotSpotPicturesResponse = z.infer<typeof getHotSpotPicturesResponse>;
export const getInteriorAssetResponse = z.object({ stockId: z.string(), interior: dmsInterior.nullable() });
export type GetInteriorAssetResponse = z.infer<typeof getInteriorAssetResponse>;

export interface DmsEndpoint {
  method: 'GET' | 'POST';
  path: `/Inventory/${string}`;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** The contract's endpoints: the sandbox serves exactly these and the `/dms` proxy passes exactly these. */
export const dmsEndpoints = {
  vehicles: { method: 'GET', path: '/Inventory/Vehicles', query: dmsFeedQuery, response: dmsFeedPage },
  checkNadaEquipment: {
    method: 'POST',
    path: '/Inventory/CheckNADAEquipment',
    body: checkNadaEquipmentRequest,
    response: checkNadaEquipmentResponse,
  },
  savePossibleFeature: {
    method: 'POST',
    path: '/Inventory/SavePossibleFeature',
    body: savePossibleFeatureRequest,
    response: dmsFeaturesResponse,
  },
  deleteInventoryFeature: {
    method: 'POST',
    path: '/Inventory/DeleteInventoryFeature',
    body: deleteInventoryFeatureRequest,
    response: dmsFeaturesResponse,
  },
  rsdVehicleList: {
    method: 'GET',
    path: '/Inventory/RSDVehicleList',
    query: rsdVehicleListQuery,
    response: rsdVehicleListResponse,
  },
  rsdZoneCount: { method: 'GET', path: '/Inventory/RSDZoneCount', response: rsdZoneCountResponse },
  getStateByZone: {
    method: 'GET',
    path: '/Inventory/GetStateByZone',
    query: getStateByZoneQuery,
    response: getStateByZoneResponse,
  },
  getZoneByState: {
    method: 'GET',
    path: '/Inventory/GetZoneByState',
    query: getZoneByStateQuery,
    response: getZoneByStateResponse,
  },
  getStateByMultipleZones: {
    method: 'GET',
    path: '/Inventory/GetStateByMultipleZones',
    query: getStateByMultipleZonesQuery,
    response: getStateByMultipleZonesResponse,
  },
  getHotSpotPictures: {
    method: 'GET',
    path: '/Inventory/GetHotSpotPictures',
    query: stockIdQuery,
    response: getHotSpotPicturesResponse,
  },
  getInteriorAsset: {
    method: 'GET',
    path: '/Inventory/GetInteriorAsset',
    query: stockIdQuery,
    response: getInteriorAssetResponse,
  },
} as const satisfies Record<string, DmsEndpoint>;
export type DmsEndpointName = keyof typeof dmsEndpoints;

/**
 * Sandbox only, never proxied: fault switches for tests (`/__faults` under the sandbox, same API key).
 * Page numbers are the feed's 1-based pages; null switches a fault off.
 */
export const dmsSandboxFaults = z.object({
  /** Added to every keyed answer. */
  latencyMs: z.number().int().min(0).max(600_000),
  /** HTTP 500 on this feed page... */
  failPage: z.number().int().min(1).nullable(),
  /** ...this many times, then the page answers normally (null: every time; lets retries be tested). */
  failPageTimes: z.number().int().min(1).nullable(),
  /** This feed page never answers (until the client gives up or the sandbox closes). */
  timeoutPage: z.number().int().min(1).nullable(),
  /** This feed page answers 200 with JSON cut in half. */
  truncatePage: z.number().int().min(1).nullable(),
  /** The feed has no vehicles at all. */
  emptyFeed: z.boolean(),
  /** The feed has only its first n vehicles. */
  shortenFeedTo: z.number().int().min(0).nullable(),
  /** Non-null: about one vehicle in ten gets a price drop and more miles; each value gives other changes. */
  mutateSeed: z.number().int().nullable(),
});
export type DmsSandboxFaults = z.infer<typeof dmsSandboxFaults>;
export const dmsSandboxFaultsPatch = dmsSandboxFaults.partial().strict();
export type DmsSandboxFaultsPatch = z.infer<typeof dmsSandboxFaultsPatch>;
export const DMS_SANDBOX_NO_FAULTS: DmsSandboxFaults = {
  latencyMs: 0,
  failPage: null,
  failPageTimes: null,
  timeoutPage: null,
  truncatePage: null,
  emptyFeed: false,
  shortenFeedTo: null,
  mutateSeed: null,
};
export const dmsSandboxAdminEndpoints = { faults: '/__faults', openapi: '/openapi.json', images: '/images' } as const;
