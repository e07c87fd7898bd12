import { bulkActiveResponse, endpoints, vehicleMakesResponse } from '../../contract/index.ts';
import { http } from './http.ts';
import { fetchWithSession } from './sessionFetch.ts';
import { readSyncEvents } from './syncEvents.ts';

export interface DownloadProgress {
  /** Bytes received so far. */
  received: number;
  /** From Content-Length; null while the server streams without announcing a size. */
  total: number | null;
}

export interface ExportOptions {
  /** Only these stock ids ("export selected"); the whole inventory when absent. */
  ids?: string[];
  signal?: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
}

const EXPORT_PATH = '/v1/vehicles/exportInventory';

/** Reads a body chunk by chunk so the console can show how far the download got. */
const readWithProgress = async (response: Response, onProgress?: (progress: DownloadProgress) => void) => {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('Content-Type') ?? 'text/csv';
  if (!response.body) return new Blob([await response.text()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(new Uint8Array(value));
    received += value.byteLength;
    onProgress?.({ received, total });
  }
  return new Blob(chunks, { type });
};

/** Vehicle list calls beyond react-admin's CRUD methods (makes, bulk show/hide, export, sync events). */
export const vehicleListApi = {
  /** The inventory's makes with their vehicle counts, alphabetically (the make filter's choices). */
  vehicleMakes: async () => (await http(endpoints.vehicleMakes, vehicleMakesResponse)).json.data,
  /** One request for the whole selection; answers `{message, updated}`. */
  bulkSetActive: async (ids: string[], active: boolean) =>
    (await http('/v1/vehicles/bulk-active', bulkActiveResponse, { method: 'PUT', body: { ids, active } })).json,
  /** The inventory (or the selected vehicles) as a CSV blob, fetched with the bearer header. */
  exportInventoryCsv: async ({ ids, signal, onProgress }: ExportOptions = {}): Promise<Blob> => {
    const query = new URLSearchParams({ format: 'csv' });
    if (ids && ids.length > 0) query.set('ids', ids.join(','));
    const response = await fetchWithSession(`${EXPORT_PATH}?${query}`, 'text/csv', signal);
    return readWithProgress(response, onProgress);
  },
  /** Listens to the sync's server events until the stream ends (see syncEvents.ts). */
  readSyncEvents,
};
