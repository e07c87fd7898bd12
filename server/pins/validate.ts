import {
  PIN_FEATURE_LISTS,
  pinFeatureOptions,
  pinRadiusFor,
  type PinArea,
  type PinMapContent,
} from '../../contract/pins.ts';
import { frameAt } from '../web360/spin.ts';
import { pinnablePictures, type VehicleAssets } from '../web360/vehicleAssets.ts';

export interface PinMapInput {
  picture: string;
  /** null when the picture is not one of the vehicle's: its size was never read, and that is the error reported. */
  imageWidth: number | null;
  imageHeight: number | null;
  pin: PinMapContent;
}

/** The console stores pinRadiusFor(W); 2% (at least half a pixel) leaves room for other clients' rounding. */
const radiusFits = (radius: number, imageWidth: number) => {
  const expected = pinRadiusFor(imageWidth);
  return Math.abs(radius - expected) <= Math.max(0.5, expected * 0.02);
};
const sameArea = (a: PinArea, b: PinArea) => a.name === b.name && a.coords.every((c, i) => c === b.coords[i]);

/**
 * The rules zod cannot see (it checks shapes and the DAMAGE texts): areas and descriptions pair up one to one,
 * areas lie inside the picture, the picture belongs to the vehicle, feature pins name a feature of their kind.
 * Returns field errors keyed like the request (`pin.areas.0.coords`); empty when the map is acceptable.
 */
export function pinMapErrors(
  input: PinMapInput,
  vehicle: VehicleAssets,
  saved: PinMapContent | null = null,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (field: string, message: string) => {
    errors[field] ??= message;
  };
  const pictures = pinnablePictures(vehicle);
  if (!pictures.has(input.picture))
    add('picture', `This picture is not one of the pictures or spin frames of ${vehicle.stockid}`);

  const { areas, description } = input.pin;
  const areaIndex = new Map<string, number>();
  areas.forEach((a, i) => {
    if (areaIndex.has(a.name)) add(`pin.areas.${i}.name`, `Two pins have the id ${a.name}`);
    else areaIndex.set(a.name, i);
    const [x, y, radius] = a.coords;
    const { imageWidth: width, imageHeight: height } = input;
    if (width === null || height === null) return;
    if (x > width || y > height) {
      add(`pin.areas.${i}.coords`, `Pin ${a.name} lies outside the ${width}×${height} picture`);
    }
    // A pin saved before this rule keeps its size as long as it is sent back unchanged.
    else if (!radiusFits(radius, width) && !saved?.areas.some((o) => sameArea(o, a))) {
      const expected = pinRadiusFor(width);
      add(
        `pin.areas.${i}.coords`,
        `Pin ${a.name} has radius ${radius}; on this ${width} px wide picture a pin has radius ${expected} (20 at 520 px wide)`,
      );
    }
  });
  const described = new Set<string>();
  description.forEach((d, i) => {
    if (described.has(d.id)) add(`pin.description.${i}.id`, `Pin ${d.id} has two descriptions`);
    described.add(d.id);
    if (!areaIndex.has(d.id)) add(`pin.description.${i}.id`, `Description ${d.id} has no pin on the picture`);
  });
  areas.forEach((a, i) => {
    if (!described.has(a.name)) add(`pin.areas.${i}.name`, `Pin ${a.name} has no description`);
  });

  description.forEach((d, i) => {
    const at = `pin.description.${i}`;
    // A feature pin saved earlier keeps its title when that feature has since left the list (the console still
    // shows it); only new or changed feature pins must name a current feature.
    const unchanged = saved?.description.some((o) => o.id === d.id && o.type === d.type && o.title === d.title);
    if (d.type !== 'DAMAGE' && !unchanged) {
      const options = pinFeatureOptions(vehicle.features, d.type);
      if (d.type === 'INSTALLED FEATURE' && options.length === 0)
        add(`${at}.type`, `INSTALLED FEATURE needs installed features, and ${vehicle.stockid} has none`);
      else if (!options.some((o) => o.name === d.title))
        add(`${at}.title`, `"${d.title}" is not one of the ${PIN_FEATURE_LISTS[d.type]} of ${vehicle.stockid}`);
    }
    if (d.picture !== undefined && !pictures.has(d.picture))
      add(`${at}.picture`, `This picture is not one of the pictures or spin frames of ${vehicle.stockid}`);
    if ((d.rowIndex === undefined) !== (d.imageIndex === undefined))
      add(`${at}.rowIndex`, 'rowIndex and imageIndex go together');
    else if (
      d.rowIndex !== undefined &&
      d.imageIndex !== undefined &&
      !frameAt(vehicle.rows, d.rowIndex, d.imageIndex)
    ) {
      add(`${at}.imageIndex`, `The spin of ${vehicle.stockid} has no frame ${d.imageIndex} in row ${d.rowIndex}`);
    }
  });
  return errors;
}
