import type { GetListParams } from 'react-admin';
import {
  DEFAULT_VEHICLE_SORT,
  VEHICLE_PAGE_SIZES,
  VEHICLE_SORT_COLUMNS,
  type VehicleListQuery,
} from '../../contract/index.ts';

// The list request's query, without the HTTP layer: built at boot (src/bootPrefetch.ts) before the app's code runs.

type SortColumn = (typeof VEHICLE_SORT_COLUMNS)[number];
type PageSize = (typeof VEHICLE_PAGE_SIZES)[number];

const isSortColumn = (field: string): field is SortColumn =>
  (VEHICLE_SORT_COLUMNS as readonly string[]).includes(field);

/** The API knows 20/50/100/200 only; anything else (e.g. react-admin's select-all) takes the next size up. */
const toPageSize = (perPage: number): PageSize =>
  VEHICLE_PAGE_SIZES.find((size) => size >= perPage) ??
  VEHICLE_PAGE_SIZES.reduce((largest, size) => (size > largest ? size : largest));

const text = (value: unknown): string | undefined => {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const number = (value: unknown): number | undefined => {
  if (value === '' || value == null) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};

const flag = (value: unknown): 'true' | 'false' | undefined => {
  if (value === true || value === 'true') return 'true';
  if (value === false || value === 'false') return 'false';
  return undefined;
};

/**
 * react-admin list params → `GET /v1/vehicles` query (1-based pages to 0-based, `q`, `_gte`/`_lte` ranges). A field
 * the API cannot sort by (e.g. react-admin's default `id`) falls back to the spec's default sort.
 */
export const toVehicleListQuery = ({
  pagination,
  sort,
  filter = {},
}: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>): VehicleListQuery => {
  const field = sort?.field === 'id' ? 'stockid' : sort?.field;
  const sorted = field && isSortColumn(field);
  return {
    orderCol: sorted ? field : DEFAULT_VEHICLE_SORT.orderCol,
    orderDirec: sorted ? (sort?.order === 'ASC' ? 'asc' : 'desc') : DEFAULT_VEHICLE_SORT.orderDirec,
    querySearch: text(filter.q) ?? '',
    page: Math.max(0, (pagination?.page ?? 1) - 1),
    pageSize: toPageSize(pagination?.perPage ?? VEHICLE_PAGE_SIZES[0]),
    make: text(filter.make),
    yearFrom: number(filter.carYear_gte),
    yearTo: number(filter.carYear_lte),
    priceFrom: number(filter.listPrice_gte),
    priceTo: number(filter.listPrice_lte),
    active: flag(filter.active),
    markedForDeletion: flag(filter.markedForDeletion),
    rideShareCategory: text(filter.rideShareCategory),
    lifestyleCategory: text(filter.lifestyleCategory),
  };
};

export const toSearchParams = (query: VehicleListQuery): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
};

/** The list request (also started at boot: src/bootPrefetch.ts), of slim rows: first picture and count only. */
export const vehicleListPath = (params: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>): string =>
  `/v1/vehicles?${toSearchParams({ ...toVehicleListQuery(params), slim: 'true' })}`;
