import { PIN_FEATURE_LISTS, pinFeatureOptions } from '../../contract/pins.ts';
import { shownSpinRows, type ExteriorHotspot } from '../../contract/web360.ts';
import type { PictureSizes as FrameSizes } from '../media/pictureSize.ts';
import type { Incoming, StoredHotspots } from './store.ts';
import { frameAt } from './spin.ts';
import type { VehicleAssets } from './vehicleAssets.ts';

const onlyFirstRow = (v: VehicleAssets) =>
  `The layers of ${v.stockid} have different frame counts (${v.rows.map((r) => r.frames.length).join('/')}), so the 360 viewer ` +
  `shows only its ${v.rows[0]?.angle}° layer: place the hotspot on that layer`;

/**
 * The rules of a hotspot save beyond its shape: one id once per view, exterior hotspots on an existing frame of
 * the vehicle's spin and inside it (when the frame's size can be read), interior hotspots only with a panorama,
 * new or changed feature hotspots naming a feature of their kind. Pictures are checked against the DMS separately.
 */
export async function hotspotErrors(
  incoming: Incoming[],
  vehicle: VehicleAssets,
  frameSize: FrameSizes,
  saved: StoredHotspots,
): Promise<Record<string, string>> {
  const savedText = new Map<string, string>([
    ...saved.exteriorHotspots.map((h) => [`exterior/${h.id}`, `${h.type}\n${h.title}`] as const),
    ...saved.interiorHotspots.map((h) => [`interior/${h.id}`, `${h.type}\n${h.title}`] as const),
  ]);
  const errors: Record<string, string> = {};
  const add = (field: string, message: string) => {
    errors[field] ??= message;
  };
  const seen = new Set<string>();
  for (const { view, field, hotspot } of incoming) {
    const key = `${view}/${hotspot.id}`;
    if (seen.has(key)) add(`${field}.id`, `Hotspot ${hotspot.id} is sent twice`);
    seen.add(key);
    // As with pins: a saved feature hotspot keeps its title when that feature has since left the list.
    if (hotspot.type !== 'DAMAGE' && savedText.get(key) !== `${hotspot.type}\n${hotspot.title}`) {
      const options = pinFeatureOptions(vehicle.features, hotspot.type);
      if (hotspot.type === 'INSTALLED FEATURE' && options.length === 0)
        add(`${field}.type`, `INSTALLED FEATURE needs installed features, and ${vehicle.stockid} has none`);
      else if (!options.some((o) => o.name === hotspot.title))
        add(
          `${field}.title`,
          `"${hotspot.title}" is not one of the ${PIN_FEATURE_LISTS[hotspot.type]} of ${vehicle.stockid}`,
        );
    }
    if (view === 'interior') {
      if (!vehicle.interior) add(field, `${vehicle.stockid} has no interior panorama`);
      continue;
    }
    const h = hotspot as ExteriorHotspot;
    if (vehicle.rows.length === 0) {
      add(field, `${vehicle.stockid} has no exterior spin`);
      continue;
    }
    if (!frameAt(vehicle.rows, h.rowIndex, h.imageIndex)) {
      add(`${field}.imageIndex`, `The spin of ${vehicle.stockid} has no frame ${h.imageIndex} in row ${h.rowIndex}`);
      continue;
    }
    // A hotspot on a row the viewer does not show would be saved and never seen.
    if (h.rowIndex >= shownSpinRows(vehicle.rows).length) {
      add(`${field}.rowIndex`, onlyFirstRow(vehicle));
      continue;
    }
    // One spin row is shot at one size: its first frame's size stands for the row (one fetch per row, cached).
    const frame = vehicle.rows[h.rowIndex]?.frames[0];
    const size = frame === undefined ? null : await frameSize(frame);
    if (size && (h.offsetX > size.width || h.offsetY > size.height)) {
      add(`${field}.offsetX`, `Hotspot ${h.id} lies outside the ${size.width}×${size.height} frame`);
    }
  }
  return errors;
}
