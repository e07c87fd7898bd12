import type {
  DataProvider,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetOneParams,
  UpdateParams,
} from 'react-admin';
import {
  vehicle,
  vehicleListResponse,
  type Vehicle,
  type VehicleListResponse,
  type VehicleUpdateRequest,
} from '../../contract/index.ts';
import type { VehicleRecord } from '../types.ts';
import { http, type HttpRequest } from './http.ts';
import { vehiclePath } from './vehiclePath.ts';
import { vehicleListPath } from './vehicleListQuery.ts';

/** The react-admin resource name of the inventory (its list lives on /admin/cars-list). */
export const VEHICLES_RESOURCE = 'vehicles';

/** What a vehicle list answer carries besides the rows: `useListContext().meta`. */
export type VehicleListMeta = Pick<VehicleListResponse, 'totalResults' | 'lastUpdated'>;

/** A full vehicle (getOne, update) as a row: same fields as a list item plus the heavy parts. */
const toVehicleRecord = (full: Vehicle): VehicleRecord => ({
  ...full,
  id: full.stockid,
  featureCounts: {
    features: full.features.features.length,
    possibleFeatures: full.features.possibleFeatures.length,
    installedPossibleFeatures: full.features.installedPossibleFeatures.length,
  },
});

/** The admin-owned fields of `data` plus the version it was read at (412 when stale). */
const toVehicleUpdate = (
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

const callVehicle = async (id: unknown, request: HttpRequest) =>
  toVehicleRecord((await http(vehiclePath(String(id)), vehicle, request)).json);

const vehicleResource = {
  getList: async ({ signal, ...params }: GetListParams): Promise<GetListResult<VehicleRecord>> => {
    const { json } = await http(vehicleListPath(params), vehicleListResponse, { signal });
    const meta: VehicleListMeta = { totalResults: json.totalResults, lastUpdated: json.lastUpdated };
    return {
      data: json.data.map((item) => ({ ...item, id: item.stockid })),
      total: json.total,
      meta,
    };
  },
  getOne: async ({ id, signal }: GetOneParams) => ({ data: await callVehicle(id, { signal }) }),
  /** No batch endpoint; react-admin asks for few ids at a time (references, selections). */
  getMany: async ({ ids, signal }: GetManyParams) => ({
    data: await Promise.all(ids.map((id) => callVehicle(id, { signal }))),
  }),
  /** PUT with the version the record was read at: a stale one answers 412 with a message. */
  update: async ({ id, data, previousData }: UpdateParams<VehicleRecord>) => ({
    data: await callVehicle(id, { method: 'PUT', body: toVehicleUpdate(data, previousData) }),
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
