/**
 * The exterior spin as our viewer plays it, from the WebRotate 360 XML of GET /v1/web360/{id}: hotspots declared once,
 * placed per frame in its natural pixels (spin-and-pins notes §1).
 */
export interface SpinHotspotInfo {
  id: string;
  /** Title and description as plain text: shown as text, never as HTML. */
  lines: string[];
  closeUp: string | null;
}

export interface SpinFrame {
  src: string;
  placements: { id: string; x: number; y: number }[];
}

export interface SpinModel {
  /** Frames by row (row-major in the XML), every row `perRow` long. */
  rows: SpinFrame[][];
  perRow: number;
  hotspots: Record<string, SpinHotspotInfo>;
}

const childrenNamed = (parent: Element | null, name: string): Element[] =>
  parent ? Array.from(parent.children).filter((child) => child.tagName === name) : [];

const numberAttr = (element: Element, name: string): number | null => {
  const raw = element.getAttribute(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const decodeEntities = (html: string): string =>
  html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/**
 * WebRotate renders `txt` as HTML, so the server sends the text escaped with `<br>` between the lines. Never parsed as
 * HTML here: split on `<br>`, decode the escapes, anything else stays literal text.
 */
const spotTextLines = (txt: string): string[] =>
  txt
    .split(/<br\s*\/?>/i)
    .map(decodeEntities)
    .filter((line) => line.trim() !== '');

export class SpinXmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpinXmlError';
  }
}

/**
 * Like the WebRotate runtime, a frame count that `rows` does not divide falls back to one row, so unequal layers still
 * play. Placements without offsets (polygons) or of an undeclared hotspot are skipped.
 */
export const parseSpinXml = (xml: string): SpinModel => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0)
    throw new SpinXmlError('The 360 configuration is not valid XML');
  const config = doc.documentElement;
  if (config.tagName !== 'config') throw new SpinXmlError('The 360 configuration has no <config> root');

  const hotspots: Record<string, SpinHotspotInfo> = {};
  for (const hotspot of childrenNamed(childrenNamed(config, 'hotspots')[0] ?? null, 'hotspot')) {
    const id = hotspot.getAttribute('id');
    if (!id) continue;
    const info = childrenNamed(hotspot, 'spotinfo')[0];
    const closeUp = info?.getAttribute('src') ?? '';
    hotspots[id] = {
      id,
      lines: spotTextLines(info?.getAttribute('txt') ?? ''),
      closeUp: closeUp === '' ? null : closeUp,
    };
  }

  const images = childrenNamed(config, 'images')[0] ?? null;
  const frames: SpinFrame[] = childrenNamed(images, 'image').flatMap((image) => {
    const src = image.getAttribute('src');
    if (!src) return [];
    const placements = childrenNamed(image, 'hotspot').flatMap((spot) => {
      const id = spot.getAttribute('source') ?? '';
      const x = numberAttr(spot, 'offsetX');
      const y = numberAttr(spot, 'offsetY');
      return id in hotspots && x !== null && y !== null ? [{ id, x, y }] : [];
    });
    return [{ src, placements }];
  });
  if (frames.length === 0) return { rows: [], perRow: 0, hotspots };

  const declaredRows = images ? numberAttr(images, 'rows') : null;
  const rowCount =
    declaredRows && Number.isInteger(declaredRows) && declaredRows > 0 && frames.length % declaredRows === 0
      ? declaredRows
      : 1;
  const perRow = frames.length / rowCount;
  const rows = Array.from({ length: rowCount }, (_, row) => frames.slice(row * perRow, (row + 1) * perRow));
  return { rows, perRow, hotspots };
};

/** Every frame URL, row by row: the preload order. */
export const allFrameUrls = (model: SpinModel): string[] => model.rows.flatMap((row) => row.map((frame) => frame.src));
