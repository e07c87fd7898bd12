import type { InteriorHotspot } from '../../../contract/index.ts';
import type { PanoramaHotspot } from './usePannellum.ts';

/** Interior hotspots as the panorama shows them: title and description as tooltip lines, first picture as close-up. */
export const toPanoramaHotspots = (hotspots: InteriorHotspot[]): PanoramaHotspot[] =>
  hotspots.map(({ id, pitch, yaw, title, description, pictures }) => ({
    id,
    pitch,
    yaw,
    lines: [title, description],
    closeUp: pictures[0]?.picture ?? null,
  }));
