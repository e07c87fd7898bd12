import { z } from 'zod';
import { dmsFeature, dmsInterior, dmsPicture, dmsPossibleFeature, dmsSpin } from './dms.ts';
import { lastUpdated, totalResults } from './sync.ts';

/** Spec §5: SEO limits, enforced by the server and shown as live counters in the console. */
export const SEO_LIMITS = { title: 60, keywords: 255, description: 170, h1: 80, h2: 80, h3: 80 } as const;
/** Spec §9. */
export const VEHICLE_PAGE_SIZES = [20, 50, 100, 200] as const;
export const DEFAULT_VEHICLE_SORT = { orderCol: 'purchaseDate', orderDirec: 'desc' } as const;

const over = (n: number) => `At most ${n} characters`;
export const vehicleSeo = z.object({
  title: z.string().trim().max(SEO_LIMITS.title, over(SEO_LIMITS.title)).default(''),
  keywords: z.string().trim().max(SEO_LIMITS.keywords, over(SEO_LIMITS.keywords)).default(''),
  description: z.string().trim().max(SEO_LIMITS.description, over(SEO_LIMITS.description)).default(''),
});
export const seoTags = z.object({
  h1: z.string().trim().max(SEO_LIMITS.h1, over(SEO_LIMITS.h1)).default(''),
  h2: z.string().trim().max(SEO_LIMITS.h2, over(SEO_LIMITS.h2)).default(''),
  h3: z.string().trim().max(SEO_LIMITS.h3, over(SEO_LIMITS.h3)).default(''),
});
export type VehicleSeo = z.infer<typeof vehicleSeo>;
export type SeoTags = z.infer<typeof seoTags>;

/** A possible feature the admin confirmed as installed, with the NADA equipment chosen for it. */
export const installedPossibleFeature = dmsPossibleFeature;

export const vehicleFeatures = z.object({
  /** Installed features (from the DMS, minus those an admin moved back to possible). */
  features: z.array(dmsFeature),
  /** Possible features still possible. */
  possibleFeatures: z.array(dmsPossibleFeature),
  /** Possible features an admin confirmed as installed; `nadaEquipments` holds the chosen equipment. */
  installedPossibleFeatures: z.array(installedPossibleFeature),
});
export type VehicleFeatures = z.infer<typeof vehicleFeatures>;

export const vehiclePinCount = z.object({
  damageCount: z.number().int(),
  featureCount: z.number().int(),
  instFeatureCount: z.number().int(),
});

/** Spec §3 Vehicle, as the product API returns it; `_id` is the stock id. */
export const vehicle = z.object({
  _id: z.string(),
  stockid: z.string(),
  VIN: z.string(),
  make: z.string(),
  model: z.string(),
  series: z.string(),
  carYear: z.number().int(),
  mileage: z.number().int(),
  purchaseDate: z.string(),
  markForDeletion: z.string().nullable(),
  listPrice: z.number(),
  /** Ordered by the trailing number of the file name. */
  picturesUrl: z.array(dmsPicture),
  active: z.boolean(),
  rimSize: z.string().nullable(),
  features: vehicleFeatures,
  vehiclePinCount,
  rideShareCategory: z.string().nullable(),
  lifestyleCategory: z.array(z.string()),
  zones: z.array(z.string()),
  seo: vehicleSeo,
  seoTags,
  spin: dmsSpin.nullable(),
  interior: dmsInterior.nullable(),
  body: z.string().nullable(),
  fuelType: z.string().nullable(),
  exteriorColor: z.string().nullable(),
  /** Optimistic concurrency: send it back with PUT; a stale one gets 412. */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicle>;

/** Columns the list may sort by (the composite columns pictures, pins and actions are not sortable). */
export const VEHICLE_SORT_COLUMNS = [
  'stockid',
  'VIN',
  'make',
  'model',
  'series',
  'carYear',
  'mileage',
  'purchaseDate',
  'listPrice',
  'active',
  'markForDeletion',
  'rideShareCategory',
  'updatedAt',
] as const;

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
const intParam = z.coerce.number().int();

/** The longest search the list takes; the search box stops there too. */
export const SEARCH_MAX = 100;

/** The list filters' range messages (the console shows the API's 400 above the list). */
export const RANGE_REVERSED = {
  year: 'Year to must not be before year from',
  price: 'Price to must not be below price from',
} as const;

export const vehicleListQuery = z
  .strictObject({
    orderCol: z.enum(VEHICLE_SORT_COLUMNS, 'Unknown sort column').default(DEFAULT_VEHICLE_SORT.orderCol),
    orderDirec: z
      .enum(['asc', 'desc', 'ASC', 'DESC'], 'orderDirec must be asc or desc')
      .default('desc')
      .transform((v) => v.toLowerCase() as 'asc' | 'desc'),
    querySearch: z.string().trim().max(SEARCH_MAX).default(''),
    page: intParam.min(0, 'page starts at 0').default(0),
    pageSize: z.coerce
      .number()
      .pipe(
        z.union(
          VEHICLE_PAGE_SIZES.map((n) => z.literal(n)),
          'pageSize must be 20, 50, 100 or 200',
        ),
      )
      .default(20),
    /**
     * The console's lighter rows: `picturesUrl` holds the first picture only (the row's thumbnail) and
     * `pictureCount` says how many there are; the expand panel reads the rest from `GET /v1/vehicles/{id}`.
     * Without it every row carries all its pictures, as the spec's list does.
     */
    slim: boolParam.optional(),
    /** Cache buster sent by the seed's console; ignored. */
    timeStamp: z.string().max(40).optional(),
    make: z.string().trim().max(60).optional(),
    yearFrom: intParam.min(1900).max(2100).optional(),
    yearTo: intParam.min(1900).max(2100).optional(),
    priceFrom: z.coerce.number().min(0).optional(),
    priceTo: z.coerce.number().min(0).optional(),
    active: boolParam.optional(),
    markedForDeletion: boolParam.optional(),
    rideShareCategory: z.string().trim().max(40).optional(),
    lifestyleCategory: z.string().trim().max(40).optional(),
  })
  // A reversed range matches nothing: say so rather than answer an empty page.
  .superRefine((q, ctx) => {
    if (q.yearFrom !== undefined && q.yearTo !== undefined && q.yearTo < q.yearFrom) {
      ctx.addIssue({ code: 'custom', path: ['yearTo'], message: RANGE_REVERSED.year });
    }
    if (q.priceFrom !== undefined && q.priceTo !== undefined && q.priceTo < q.priceFrom) {
      ctx.addIssue({ code: 'custom', path: ['priceTo'], message: RANGE_REVERSED.price });
    }
  });
export type VehicleListQuery = z.input<typeof vehicleListQuery>;

/** One row of the list: the vehicle without its heavy parts (spin, interior, full features). */
export const vehicleListItem = vehicle.omit({ spin: true, interior: true, features: true }).extend({
  /** Only in a slim list (`slim=true`): how many pictures the vehicle has; `picturesUrl` then holds the first. */
  pictureCount: z.number().int().optional(),
  featureCounts: z.object({
    features: z.number().int(),
    possibleFeatures: z.number().int(),
    installedPossibleFeatures: z.number().int(),
  }),
});
export type VehicleListItem = z.infer<typeof vehicleListItem>;

export const vehicleListResponse = z.object({
  data: z.array(vehicleListItem),
  /** Rows matching the filters (for paging). */
  total: z.number().int(),
  totalResults,
  lastUpdated,
});
export type VehicleListResponse = z.infer<typeof vehicleListResponse>;

/** GET /v1/vehicles/makes: every make in the inventory, alphabetically, with how many vehicles it has. */
export const vehicleMakesResponse = z.object({
  data: z.array(z.object({ make: z.string(), count: z.number().int() })),
});
export type VehicleMakes = z.infer<typeof vehicleMakesResponse>['data'];

/** PUT /v1/vehicles/{id}: the whole vehicle may be sent; only these admin-owned fields change. */
export const vehicleUpdateRequest = z.object({
  version: z.number().int(),
  active: z.boolean().optional(),
  rimSize: z.string().trim().max(20, 'At most 20 characters').nullable().optional(),
  rideShareCategory: z.string().trim().max(40).nullable().optional(),
  lifestyleCategory: z.array(z.string().trim().max(40)).max(11).optional(),
  seo: vehicleSeo.partial().optional(),
  seoTags: seoTags.partial().optional(),
});
export type VehicleUpdateRequest = z.infer<typeof vehicleUpdateRequest>;

export const vehicleSeoResponse = z.object({
  _id: z.string(),
  stockid: z.string(),
  seo: vehicleSeo,
  seoTags,
  version: z.number().int(),
});

/** Show or hide many vehicles on the front end in one request. */
export const bulkActiveRequest = z.strictObject({
  ids: z.array(z.string().min(1).max(40)).min(1, 'Select at least one vehicle').max(1000),
  active: z.boolean(),
});
export const bulkActiveResponse = z.object({ message: z.string(), updated: z.number().int() });

/** PUT /v1/features (spec §7): the feature choice of one vehicle, saved whole. */
export const featuresUpdateRequest = z.strictObject({
  stockid: z.string().min(1).max(40),
  /** Possible features now installed, each with exactly one chosen NADA equipment. */
  installedPossibleFeatures: z.array(
    z.object({
      possibleFeatureId: z.number().int(),
      nadaEquipments: z.array(z.object({ id: z.string() })).length(1, 'Choose one NADA equipment'),
    }),
  ),
  /** Installed features moved back to possible (by featureId). */
  possibleFeatures: z.array(z.object({ featureId: z.number().int() })),
  version: z.number().int().optional(),
});
export type FeaturesUpdateRequest = z.infer<typeof featuresUpdateRequest>;

export const EXPORT_MESSAGE = 'Inventory export is ready';
