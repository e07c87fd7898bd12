import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import {
  endpoints,
  hotspotSaveResponse,
  messageResponse,
  web360Config,
  web360ListResponse,
  type HotspotSaveRequest,
  type HotspotView,
  type MessageResponse,
  type Web360Config,
  type Web360VehicleRow,
} from '../../contract/index.ts';
import { http } from './http.ts';
import { fetchWithSession } from './sessionFetch.ts';

/** The react-admin resource of the 360 assets table; its list route is /admin/webrotate360 (spec §2). */
export const WEB360_RESOURCE = 'webrotate360';

/** A row of the assets table as react-admin sees it: the stock id doubles as the record id. */
export type Web360Record = Web360VehicleRow & { id: string };

export const WEB360_PAGE_SIZES = [20, 50, 100, 200] as const;

/** react-admin list params → `GET /v1/web360/vehicles` query (page 1 ↔ page 0, filter q ↔ querySearch). */
export const toWeb360ListQuery = ({
  pagination,
  filter = {},
}: Partial<Pick<GetListParams, 'pagination' | 'filter'>>) => {
  const params = new URLSearchParams();
  const perPage = pagination?.perPage ?? WEB360_PAGE_SIZES[0];
  // The API caps pages at 200; a larger request (select-all) takes the largest page.
  params.set('page', String(Math.max(0, (pagination?.page ?? 1) - 1)));
  params.set('pageSize', String(Math.min(Math.max(1, perPage), Math.max(...WEB360_PAGE_SIZES))));
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (q !== '') params.set('querySearch', q);
  if (filter.unequalRows === true || filter.unequalRows === 'true') params.set('unequalRows', 'true');
  return params;
};

export const web360Api = {
  /** Both views' hotspots of one stock id, with its spin rows and panorama. */
  getWeb360Config: async (stockid: string, signal?: AbortSignal): Promise<Web360Config> =>
    (await http(endpoints.web360Vehicle(stockid), web360Config, { signal })).json,
  /** The WebRotate 360 XML configuration, as text for DOMParser. */
  getWeb360Xml: async (stockid: string, signal?: AbortSignal): Promise<string> =>
    (await fetchWithSession(endpoints.web360Xml(stockid), 'application/xml', signal)).text(),
  /** Adds hotspots, or replaces those with the same id (a stale `version` answers 412). */
  saveHotspots: async (request: HotspotSaveRequest) =>
    (await http(endpoints.web360Hotspot, hotspotSaveResponse, { method: 'POST', body: request })).json,
  deleteHotspot: async (stockid: string, view: HotspotView, id: string): Promise<MessageResponse> =>
    (await http(endpoints.web360HotspotDelete(stockid, view, id), messageResponse, { method: 'DELETE' })).json,
};

const getWeb360List = async ({ signal, ...params }: GetListParams): Promise<GetListResult<Web360Record>> => {
  const query = toWeb360ListQuery(params);
  const { json } = await http(`${endpoints.web360Vehicles}?${query}`, web360ListResponse, { signal });
  return { data: json.data.map((row) => ({ ...row, id: row.stockid })), total: json.total };
};

/** react-admin's generic signatures promise whatever record type the caller names; rows are Web360Record. */
const typed = <R>(value: unknown): R => value as R;

/** Sends the assets table's list to the paged API above; every other resource (and call) to `base`. */
export const withWeb360Resource = <P extends Pick<DataProvider, 'getList'>>(base: P): P => {
  const getList: DataProvider['getList'] = (resource, params) =>
    resource === WEB360_RESOURCE ? typed(getWeb360List(params)) : base.getList(resource, params);
  return { ...base, getList };
};
