import { ChunkRoute } from '../../custom/layout/ChunkRoute.tsx';
import { vehicleListChunk } from './vehicleListChunk.ts';

const listScreen = (module: typeof import('./VehicleList.tsx')) => module.VehicleList;

/** /admin/cars-list, code-split without suspending (ChunkRoute.tsx). */
export const VehicleListRoute = () => <ChunkRoute chunk={vehicleListChunk} screen={listScreen} />;
