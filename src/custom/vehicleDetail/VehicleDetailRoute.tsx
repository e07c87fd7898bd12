import { ChunkRoute } from '../layout/ChunkRoute.tsx';
import { vehicleDetailChunk } from './vehicleDetailChunk.ts';

const detailScreen = (module: typeof import('./VehicleDetailPage.tsx')) => module.default;

/** /admin/vehicle?id={stockid}, code-split without suspending (ChunkRoute.tsx). */
export const VehicleDetailRoute = () => <ChunkRoute chunk={vehicleDetailChunk} screen={detailScreen} />;
