import type { ExteriorHotspot, HotspotView, InteriorHotspot, PinType, Web360Config } from '../../../contract/index.ts';

export type ShowTarget =
  | { view: 'exterior'; rowIndex: number; imageIndex: number; nonce: number }
  | { view: 'interior'; pitch: number; yaw: number; nonce: number };

export interface HotspotRow {
  id: string;
  type: PinType;
  title: string;
  pictureCount: number;
  place: { key: string; values: Record<string, string | number> };
}

export const round1 = (value: number) => Math.round(value * 10) / 10;

const exteriorRow = (hotspot: ExteriorHotspot, config: Web360Config): HotspotRow => ({
  id: hotspot.id,
  type: hotspot.type,
  title: hotspot.title,
  pictureCount: hotspot.pictures.length,
  place: {
    key: 'app.hotspots.table.exterior_place',
    values: {
      angle: config.spin?.rows[hotspot.rowIndex]?.angle ?? '?',
      frame: hotspot.imageIndex + 1,
      x: Math.round(hotspot.offsetX),
      y: Math.round(hotspot.offsetY),
    },
  },
});

const interiorRow = (hotspot: InteriorHotspot): HotspotRow => ({
  id: hotspot.id,
  type: hotspot.type,
  title: hotspot.title,
  pictureCount: hotspot.pictures.length,
  place: {
    key: 'app.hotspots.table.interior_place',
    values: { pitch: round1(hotspot.pitch), yaw: round1(hotspot.yaw) },
  },
});

/** The table rows of one view, in the order the server keeps them. */
export const hotspotRows = (config: Web360Config, view: HotspotView): HotspotRow[] =>
  view === 'exterior'
    ? config.exteriorHotspots.map((h) => exteriorRow(h, config))
    : config.interiorHotspots.map(interiorRow);

/** The 'Show' action: frame and row for the exterior, pitch and yaw for the interior (null if gone). */
export const showTarget = (config: Web360Config, view: HotspotView, id: string, nonce: number): ShowTarget | null => {
  if (view === 'exterior') {
    const hotspot = config.exteriorHotspots.find((h) => h.id === id);
    return hotspot ? { view, rowIndex: hotspot.rowIndex, imageIndex: hotspot.imageIndex, nonce } : null;
  }
  const hotspot = config.interiorHotspots.find((h) => h.id === id);
  return hotspot ? { view, pitch: hotspot.pitch, yaw: hotspot.yaw, nonce } : null;
};

export const findHotspot = (
  config: Web360Config,
  view: HotspotView,
  id: string,
): ExteriorHotspot | InteriorHotspot | undefined =>
  view === 'exterior'
    ? config.exteriorHotspots.find((h) => h.id === id)
    : config.interiorHotspots.find((h) => h.id === id);

/** A new hotspot id: letters, digits and '-' (the contract's id rule), unique enough per vehicle. */
export const newHotspotId = (prefix: HotspotView, now = Date.now(), random = Math.random()): string =>
  `${prefix === 'exterior' ? 'ext' : 'int'}-${now.toString(36)}-${Math.floor(random * 36 ** 4)
    .toString(36)
    .padStart(4, '0')}`;
