import { chunkLoader } from '../../custom/layout/chunkLoader.ts';

/** The list screen's chunk (src/custom/layout/chunkLoader.ts): fetched at boot on list paths. */
export const vehicleListChunk = chunkLoader(() => import('./VehicleList.tsx').then((module) => module.VehicleList));
