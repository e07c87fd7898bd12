import { syncStatusResponse } from '../../contract/index.ts';
import { http } from './http.ts';

/** Vehicle list calls beyond react-admin's CRUD methods (bulk show/hide, export, sync state). */
export const vehicleListApi = {
    vehicleSyncStatus: async () => (await http('/v1/sync/status', syncStatusResponse)).json,
};
