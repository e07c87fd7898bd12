import type { DataProvider, GetListParams, GetListResult, GetManyParams, GetOneParams, UpdateParams } from 'react-admin';
import {
    DEFAULT_VEHICLE_SORT,
    VEHICLE_PAGE_SIZES,
    VEHICLE_SORT_COLUMNS,
    vehicle,
    vehicleListResponse,
    type LastUpdatedInfo,
    type TotalResults,
    type Vehicle,
    type VehicleListQuery,
    type VehicleUpdateRequest,
} from '../../contract/index.ts';
import type { VehicleRecord } from '../types.ts';
import { http } from './http.ts';

/** The react-admin resource name of the inventory (its list lives on /admin/cars-list). */
export const VEHICLES_RESOURCE = 'vehicles';

/** What a vehicle list answer carries besides the rows: `useListContext().meta`. */
export interface VehicleListMeta {
    totalResults: TotalResults;
    lastUpdated: LastUpdatedInfo;
}

type SortColumn = (typeof VEHICLE_SORT_COLUMNS)[number];
type PageSize = (typeof VEHICLE_PAGE_SIZES)[number];

const isSortColumn = (field: string): field is SortColumn => (VEHICLE_SORT_COLUMNS as readonly string[]).includes(field);

/** The API knows 20/50/100/200 only; anything else (e.g. react-admin's select-all) takes the next size up. */
const toPageSize = (perPage: number): PageSize =>
    VEHICLE_PAGE_SIZES.find(size => size >= perPage) ?? VEHICLE_PAGE_SIZES[VEHICLE_PAGE_SIZES.length - 1];

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
 * react-admin list params → `GET /v1/vehicles` query: page 1 ↔ page 0, sort field ↔ orderCol,
 * filter `q` ↔ querySearch, `carYear_gte/_lte` ↔ yearFrom/yearTo, `listPrice_gte/_lte` ↔ priceFrom/priceTo.
 * A field the API cannot sort by (e.g. react-admin's default `id`) falls back to the spec's default sort.
 */
export const toVehicleListQuery = ({
    pagination,
    sort,
    filter = {},
}: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>): VehicleListQuery => {
    const field = sort?.field === 'id' ? 'stockid' : sort?.field;
    const sorted = field && isSortColumn(field);
    const query: VehicleListQuery = {
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
    return query;
};

export const toSearchParams = (query: VehicleListQuery): URLSearchParams => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
        if (value !== undefined) params.set(key, String(value));
    }
    return params;
};

const vehiclePath = (stockid: string) => `/v1/vehicles/${encodeURIComponent(stockid)}`;

/** A full vehicle (getOne, update) as a row: same fields as a list item plus the heavy parts. */
export const toVehicleRecord = (full: Vehicle): VehicleRecord => ({
    ...full,
    id: full.stockid,
    featureCounts: {
        features: full.features.features.length,
        possibleFeatures: full.features.possibleFeatures.length,
        installedPossibleFeatures: full.features.installedPossibleFeatures.length,
    },
});

/** The admin-owned fields of `data` plus the version it was read at (412 when stale). */
export const toVehicleUpdate = (
    data: Partial<VehicleRecord>,
    previousData?: Partial<VehicleRecord>,
): VehicleUpdateRequest => ({
    version: data.version ?? previousData?.version ?? 0,
    active: data.active,
    rimSize: data.rimSize,
    rideShareCategory: data.rideShareCategory,
    lifestyleCategory: data.lifestyleCategory,
    seo: data.seo,
    seoTags: data.seoTags,
});

/** The list request of these react-admin params (also started early at boot: src/bootPrefetch.ts). */
export const vehicleListPath = (params: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>): string =>
    `/v1/vehicles?${toSearchParams(toVehicleListQuery(params))}`;

export const vehicleResource = {
    getList: async ({ signal, ...params }: GetListParams): Promise<GetListResult<VehicleRecord>> => {
        const { json } = await http(vehicleListPath(params), vehicleListResponse, { signal });
        const meta: VehicleListMeta = { totalResults: json.totalResults, lastUpdated: json.lastUpdated };
        return {
            data: json.data.map(item => ({ ...item, id: item.stockid })),
            total: json.total,
            meta,
        };
    },
    getOne: async ({ id, signal }: GetOneParams): Promise<{ data: VehicleRecord }> => ({
        data: toVehicleRecord((await http(vehiclePath(String(id)), vehicle, { signal })).json),
    }),
    /** No batch endpoint; react-admin asks for few ids at a time (references, selections). */
    getMany: async ({ ids, signal }: GetManyParams): Promise<{ data: VehicleRecord[] }> => ({
        data: await Promise.all(
            ids.map(async id => toVehicleRecord((await http(vehiclePath(String(id)), vehicle, { signal })).json)),
        ),
    }),
    /** PUT with the version the record was read at: a stale one answers 412 with a message. */
    update: async ({ id, data, previousData }: UpdateParams<VehicleRecord>): Promise<{ data: VehicleRecord }> => ({
        data: toVehicleRecord(
            (await http(vehiclePath(String(id)), vehicle, { method: 'PUT', body: toVehicleUpdate(data, previousData) })).json,
        ),
    }),
};

type Routed = Pick<DataProvider, 'getList' | 'getOne' | 'getMany' | 'update'>;

/** react-admin's generic signatures promise whatever record type the caller names; vehicles are VehicleRecord. */
const typed = <R>(value: unknown): R => value as R;

/** Sends the `vehicles` resource to the server-side paged API above; every other resource to `base`. */
export const withVehicleResource = <P extends Routed>(base: P): Omit<P, keyof Routed> & Routed => {
    const isVehicles = (resource: string) => resource === VEHICLES_RESOURCE;
    const getList: DataProvider['getList'] = (resource, params) =>
        isVehicles(resource) ? typed(vehicleResource.getList(params)) : base.getList(resource, params);
    const getOne: DataProvider['getOne'] = (resource, params) =>
        isVehicles(resource) ? typed(vehicleResource.getOne(params)) : base.getOne(resource, params);
    const getMany: DataProvider['getMany'] = (resource, params) =>
        isVehicles(resource) ? typed(vehicleResource.getMany(params)) : base.getMany(resource, params);
    const update: DataProvider['update'] = (resource, params) =>
        isVehicles(resource) ? typed(vehicleResource.update(typed(params))) : base.update(resource, params);
    return { ...base, getList, getOne, getMany, update };
};
