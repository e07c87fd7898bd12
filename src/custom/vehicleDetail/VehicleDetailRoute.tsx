import { chunkRoute } from '../layout/ChunkRoute.tsx';
import { vehicleDetailChunk } from './vehicleDetailChunk.ts';

/** /admin/vehicle?id={stockid}, code-split without suspending (ChunkRoute.tsx). */
export const VehicleDetailRoute = chunkRoute(vehicleDetailChunk);
