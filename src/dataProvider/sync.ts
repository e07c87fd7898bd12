import { syncLimit, syncStartResponse, syncStatusResponse, type SyncLimit } from '../../contract/index.ts';
import { http } from './http.ts';

/** The inventory sync with the DMS (product API). */
export const syncApi = {
  /** PUT /v1/vehicles starts a sync; a refusal (one is running) rejects with the server's message. */
  syncInventory: async () => (await http('/v1/vehicles', syncStartResponse, { method: 'PUT' })).json,
  syncStatus: async () => (await http('/v1/sync/status', syncStatusResponse)).json,
  getSyncLimit: async (): Promise<SyncLimit> => (await http('/v1/syncLimit', syncLimit)).json,
  setSyncLimit: async (vehicleLimit: number | null): Promise<SyncLimit> =>
    (await http('/v1/syncLimit', syncLimit, { method: 'POST', body: { _id: 'synclimit', vehicleLimit } })).json,
};
