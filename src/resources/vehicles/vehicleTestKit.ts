import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Vehicle, VehicleListItem, VehicleListResponse } from '../../../contract/index.ts';
import { jsonResponse } from '../../test/TestAdmin.tsx';
import { unplacedVehicle } from '../../custom/vehicleDetail/sampleVehicleTestKit.ts';

/** Test helpers for the vehicle list: rows, list answers, and a fake API behind a mocked fetch. */

export const buildVehicle = (overrides: Partial<VehicleListItem> = {}): VehicleListItem => {
  const stockid = overrides.stockid ?? 'A1001';
  return {
    _id: stockid,
    stockid,
    VIN: `VIN${stockid}`,
    make: 'Honda',
    model: 'Accord',
    series: 'EX',
    carYear: 2019,
    mileage: 42000,
    purchaseDate: '2024-05-01',
    markForDeletion: null,
    listPrice: 18990,
    picturesUrl: [
      { _id: `${stockid}-p1`, name: `${stockid}-1.jpg`, picture: `/media/${stockid}-1.jpg` },
      { _id: `${stockid}-p2`, name: `${stockid}-2.jpg`, picture: `/media/${stockid}-2.jpg` },
    ],
    active: false,
    rimSize: null,
    ...unplacedVehicle,
    body: null,
    fuelType: null,
    exteriorColor: null,
    version: 1,
    updatedAt: '2024-05-01T00:00:00.000Z',
    featureCounts: { features: 5, possibleFeatures: 3, installedPossibleFeatures: 1 },
    ...overrides,
  };
};

/** The full vehicle PUT /v1/vehicles/{id} answers. */
export const fullVehicle = (item: VehicleListItem): Vehicle => {
  const { featureCounts: _counts, ...rest } = item;
  return {
    ...rest,
    features: { features: [], possibleFeatures: [], installedPossibleFeatures: [] },
    spin: null,
    interior: null,
  };
};

export const listAnswer = (
  rows: VehicleListItem[],
  overrides: Partial<VehicleListResponse> = {},
): VehicleListResponse => ({
  data: rows,
  total: rows.length,
  totalResults: {
    VehiclesCount: rows.length,
    UpdatedCount: 7,
    FeVehiclesCount: rows.filter((row) => row.active).length,
  },
  lastUpdated: {
    isInProgress: false,
    lastRunAt: '2024-06-01T10:00:00.000Z',
    lastFinishedAt: '2024-06-01T10:03:00.000Z',
    nextRunAt: '2024-06-02T10:00:00.000Z',
  },
  ...overrides,
});

/** A server-event stream the test writes to (`send`), open until the client aborts. */
export const eventChannel = () => {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const pending: string[] = [];
  const send = (event: string, data: unknown) => {
    const text = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    if (controller) controller.enqueue(encoder.encode(text));
    else pending.push(text);
  };
  const open = (signal?: AbortSignal | null) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(streamController) {
          controller = streamController;
          for (const text of pending.splice(0)) streamController.enqueue(encoder.encode(text));
          signal?.addEventListener('abort', () => {
            try {
              streamController.error(new DOMException('aborted', 'AbortError'));
            } catch {
              // already closed
            }
          });
        },
      }),
      { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
    );
  return { send, open };
};

export interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
}

type Handler = (request: FakeRequest) => Response | Promise<Response>;

export interface FakeApi {
  /** GET /v1/vehicles */
  list?: Handler;
  /** PUT /v1/vehicles/{id} */
  update?: Handler;
  /** PUT /v1/vehicles (start a sync) */
  startSync?: Handler;
  /** PUT /v1/vehicles/bulk-active */
  bulk?: Handler;
  /** GET /v1/vehicles/exportInventory */
  exportCsv?: Handler;
  /** GET /v1/sync/status */
  syncStatus?: Handler;
}

/**
 * Stubs `fetch` with the vehicle API: the handlers given, an event stream from `events` (an
 * idle one by default) and 404 for anything else. Returns the mock and the requests seen.
 */
export const stubVehicleApi = (api: FakeApi, events = eventChannel()) => {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, body };
    requests.push(request);
    const path = url.pathname;
    if (path === '/v1/vehicles/update-all') return events.open(init?.signal);
    if (path === '/v1/vehicles' && method === 'GET' && api.list) return api.list(request);
    if (path === '/v1/vehicles' && method === 'PUT' && api.startSync) return api.startSync(request);
    if (path === '/v1/vehicles/bulk-active' && api.bulk) return api.bulk(request);
    if (path === '/v1/vehicles/exportInventory' && api.exportCsv) return api.exportCsv(request);
    if (path === '/v1/sync/status' && api.syncStatus) return api.syncStatus(request);
    if (path.startsWith('/v1/vehicles/') && method === 'PUT' && api.update) return api.update(request);
    return jsonResponse(404, { message: `No route ${method} ${path}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  const listRequests = () => requests.filter((r) => r.url.pathname === '/v1/vehicles' && r.method === 'GET');
  return { fetchMock, requests, listRequests, events };
};

/** The query of the last list request, as a plain object. */
export const lastListQuery = (listRequests: () => FakeRequest[]): Record<string, string> => {
  const all = listRequests();
  const last = all[all.length - 1];
  return last ? Object.fromEntries(last.url.searchParams) : {};
};

/** Waits until the last list request asks for (at least) these query parameters. */
export const expectListQuery = (api: { listRequests: () => FakeRequest[] }, query: Record<string, string>) =>
  waitFor(() => expect(lastListQuery(api.listRequests)).toMatchObject(query));
