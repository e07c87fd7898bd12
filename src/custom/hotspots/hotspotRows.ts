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

/** How staff name a hotspot in labels and questions: its title ('Dent rear'), its id only when it has none. */
export const hotspotName = (hotspot: { id: string; title: string }) => hotspot.title.trim() || hotspot.id;

export const round1 = (value: number) => Math.round(value * 10) / 10;

const row = (hotspot: ExteriorHotspot | InteriorHotspot, key: string, values: HotspotRow['place']['values']) => ({
  id: hotspot.id,
  type: hotspot.type,
  title: hotspot.title,
  pictureCount: hotspot.pictures.length,
  place: { key: `app.hotspots.table.${key}`, values },
});

/** The table rows of one view, in the order the server keeps them. */
export const hotspotRows = (config: Web360Config, view: HotspotView): HotspotRow[] =>
  view === 'exterior'
    ? config.exteriorHotspots.map((h) =>
        row(h, 'exterior_place', {
          angle: config.spin?.rows[h.rowIndex]?.angle ?? '?',
          frame: h.imageIndex + 1,
          x: Math.round(h.offsetX),
          y: Math.round(h.offsetY),
        }),
      )
    : config.interiorHotspots.map((h) => row(h, 'interior_place', { pitch: round1(h.pitch), yaw: round1(h.yaw) }));

export const findHotspot = (
  config: Web360Config,
  view: HotspotView,
  id: string,
): ExteriorHotspot | InteriorHotspot | undefined =>
  (view === 'exterior' ? config.exteriorHotspots : config.interiorHotspots).find((h) => h.id === id);

/** The 'Show' action: frame and row for the exterior, pitch and yaw for the interior (null if gone). */
export const showTarget = (config: Web360Config, view: HotspotView, id: string, nonce: number): ShowTarget | null => {
  const hotspot = findHotspot(config, view, id);
  if (!hotspot) return null;
  return 'offsetX' in hotspot
    ? { view: 'exterior', rowIndex: hotspot.rowIndex, imageIndex: hotspot.imageIndex, nonce }
    : { view: 'interior', pitch: hotspot.pitch, yaw: hotspot.yaw, nonce };
};

/** A new hotspot id: letters, digits and '-' (the contract's id rule), unique enough per vehicle. */
export const newHotspotId = (prefix: HotspotView, now = Date.now(), random = Math.random()): string =>
  `${prefix === 'exterior' ? 'ext' : 'int'}-${now.toString(36)}-${Math.floor(random * 36 ** 4)
    .toString(36)
    .padStart(4, '0')}`;
