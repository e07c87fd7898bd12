import type { ExteriorHotspot, PinArea, PinDescription, PinMapContent } from '../../../contract/index.ts';
import { hotspotText } from '../pins/pinEditing.ts';
import { storedRadius, type ImageSize } from '../pins/pinGeometry.ts';

export interface FramePosition {
  rowIndex: number;
  imageIndex: number;
}

const onFrame = (hotspot: ExteriorHotspot, { rowIndex, imageIndex }: FramePosition) =>
  hotspot.rowIndex === rowIndex && hotspot.imageIndex === imageIndex;

/**
 * One frame's hotspots as the pin editor's value. Hotspots store no radius: it is a new pin's on a frame of that size
 * (20 at 520), so saved and new pins look the same.
 */
export const frameContent = (
  hotspots: ExteriorHotspot[],
  frame: FramePosition,
  frameSize: ImageSize,
): PinMapContent => {
  const placed = hotspots.filter((hotspot) => onFrame(hotspot, frame));
  const radius = storedRadius(frameSize);
  return {
    areas: placed.map(({ id, offsetX, offsetY }): PinArea => ({
      name: id,
      shape: 'circle',
      coords: [offsetX, offsetY, radius],
    })),
    description: placed.map(({ id, pictures, rowIndex, imageIndex, ...hotspot }): PinDescription => ({
      id,
      ...hotspotText(hotspot),
      rowIndex,
      imageIndex,
      ...(pictures[0] ? { closeUp: pictures[0] } : {}),
    })),
  };
};

const sameHotspot = (a: ExteriorHotspot, b: ExteriorHotspot) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The editor's new value as hotspots to POST (changed ones keep their version) and ids removed. A pin with an empty
 * title is an uncommitted draft: not saved. A close-up chosen becomes the first picture; the others stay.
 */
export const frameChanges = (
  hotspots: ExteriorHotspot[],
  frame: FramePosition,
  next: PinMapContent,
): { upserts: ExteriorHotspot[]; removed: string[] } => {
  const stored = new Map(hotspots.filter((hotspot) => onFrame(hotspot, frame)).map((hotspot) => [hotspot.id, hotspot]));
  const areas = new Map(next.areas.map((area) => [area.name, area]));
  const upserts: ExteriorHotspot[] = [];
  for (const pin of next.description) {
    const area = areas.get(pin.id);
    if (!area || pin.title.trim() === '') continue;
    const previous = stored.get(pin.id);
    const others = (previous?.pictures ?? []).filter((picture) => picture._id !== pin.closeUp?._id);
    const hotspot: ExteriorHotspot = {
      id: pin.id,
      ...hotspotText(pin),
      pictures: pin.closeUp ? [pin.closeUp, ...others] : (previous?.pictures ?? []),
      offsetX: Math.round(area.coords[0]),
      offsetY: Math.round(area.coords[1]),
      rowIndex: frame.rowIndex,
      imageIndex: frame.imageIndex,
      ...(previous?.version !== undefined ? { version: previous.version } : {}),
    };
    if (!previous || !sameHotspot(previous, hotspot)) upserts.push(hotspot);
  }
  const kept = new Set(next.description.map((pin) => pin.id));
  const removed = [...stored.keys()].filter((id) => !kept.has(id) || !areas.has(id));
  return { upserts, removed };
};
