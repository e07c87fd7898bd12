import { vehicle, type Vehicle } from '../../contract/index.ts';
import { http } from './http.ts';

/** Vehicle detail calls (by stock id), beyond react-admin's CRUD methods. */
export const vehicleDetailApi = {
    getVehicleByStockId: async (stockid: string): Promise<Vehicle> =>
        (await http(`/v1/vehicles/${encodeURIComponent(stockid)}`, vehicle)).json,
};
