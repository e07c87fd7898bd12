import { create } from 'xmlbuilder2';
import { shownSpinRows, type ExteriorHotspot, type Web360Config } from '../../contract/web360.ts';
import { viewerRows } from './spin.ts';

/** Indicator graphics by pin type (under the viewer's graphicsPath), so damage and features look different. */
const INDICATOR: Record<ExteriorHotspot['type'], string> = {
  DAMAGE: 'hotspot-damage.svg',
  FEATURE: 'hotspot-feature.svg',
  'INSTALLED FEATURE': 'hotspot-installed-feature.svg',
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// &apos; rather than &#39;: xmlbuilder2's own reader decodes a numeric reference inside an escaped & twice.
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * xmlbuilder2 escapes `<` and `"` in attributes but leaves an `&` that starts something entity-like (`&lt;`, `&#39;`)
 * as it is, so a reader would decode it: the admin's literal "&lt;" would come back as "<", and our own HTML escapes
 * below would turn back into markup. Escaping every `&` first makes each value come back exactly as given.
 */
const attrs = (values: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.replace(/&/g, '&amp;')]));

/**
 * The tooltip: WebRotate renders `txt` as HTML, so the admin's title and description are HTML-escaped here (the
 * line break is ours); the XML writer then escapes the attribute as a whole.
 */
export function spotText(h: Pick<ExteriorHotspot, 'title' | 'description'>): string {
  const title = escapeHtml(h.title.trim());
  const description = escapeHtml(h.description.trim());
  return title && description ? `${title}<br>${description}` : title || description;
}

/**
 * The WebRotate 360 configuration of one vehicle (spin-and-pins notes §1): hotspot definitions, then the frames
 * row-major (20°, 45°, 60°, only rows with frames), each frame listing the hotspots placed on it. Built with
 * xmlbuilder2 (attribute values through `attrs`); characters XML cannot carry at all are dropped.
 */
export function web360Xml(config: Pick<Web360Config, 'spin' | 'exteriorHotspots'>): string {
  // WebRotate splits <images> into `rows` equal parts and silently falls back to one row when the count does not
  // divide evenly, which would mix frames of different rows into one. With unequal rows we therefore send only the
  // first row, as rows="1": a correct single-row spin instead of a scrambled multi-row one. Hotspots cannot be saved
  // on the other rows (validate.ts); older ones placed there are left out.
  const rows = shownSpinRows(viewerRows(config.spin));
  const placed = config.exteriorHotspots.filter(
    (h) => h.rowIndex < rows.length && h.imageIndex < (rows[h.rowIndex]?.frames.length ?? 0),
  );

  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  const root = doc.ele('config');
  const settings = root.ele('settings');
  settings.ele('preloader', attrs({ image: '0', showStartButton: 'false' }));
  settings.ele('rotation', attrs({ firstImage: '0', rotate: 'false', bounce: 'false' }));
  settings.ele('control', attrs({ dragSpeed: '0.5', maxZoom: '200', mouseWheelZooms: 'true' }));
  settings.ele(
    'userInterface',
    attrs({ showArrows: 'true', showZoomButtons: 'true', showToggleFullscreenButton: 'true' }),
  );

  const defs = root.ele('hotspots');
  for (const h of placed) {
    const def = defs.ele('hotspot', attrs({ id: h.id, renderMode: '0', indicatorImage: INDICATOR[h.type] }));
    const info: Record<string, string> = { txt: spotText(h) };
    if (h.pictures[0]) info.src = h.pictures[0].picture;
    def.ele('spotinfo', attrs(info));
  }

  const images = root.ele('images', attrs({ rows: String(Math.max(rows.length, 1)) }));
  rows.forEach((row, rowIndex) =>
    row.frames.forEach((src, imageIndex) => {
      const image = images.ele('image', attrs({ src }));
      for (const h of placed) {
        if (h.rowIndex === rowIndex && h.imageIndex === imageIndex) {
          image.ele(
            'hotspot',
            attrs({ source: h.id, offsetX: String(Math.round(h.offsetX)), offsetY: String(Math.round(h.offsetY)) }),
          );
        }
      }
    }),
  );
  return doc.end({ prettyPrint: true });
}
