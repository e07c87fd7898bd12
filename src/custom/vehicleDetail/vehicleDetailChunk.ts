import { chunkLoader } from '../layout/chunkLoader.ts';

/** The vehicle detail's chunk (src/custom/layout/chunkLoader.ts): fetched at boot on a detail path. */
export const vehicleDetailChunk = chunkLoader(() => import('./VehicleDetailPage.tsx').then((module) => module.default));
