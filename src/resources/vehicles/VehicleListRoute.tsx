import { chunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { vehicleListChunk } from './vehicleListChunk.ts';

/** /admin/cars-list, code-split without suspending (ChunkRoute.tsx). */
export const VehicleListRoute = chunkRoute(vehicleListChunk);
