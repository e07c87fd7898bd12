import type { LatLngBoundsLiteral, LatLngTuple } from 'leaflet';
import { pinRadiusFor } from '../../../contract/index.ts';

/**
 * Picture pixels ↔ Leaflet `CRS.Simple` coordinates. The picture is laid over the bounds
 * [[0,0],[H,W]] in its natural pixels; CRS.Simple has y up (lat) while pictures have y down,
 * so pixel (x, y) from the top-left is LatLng(H − y, x). Types only from leaflet: this module
 * stays free of Leaflet's runtime so it can be tested and imported anywhere.
 */

export interface ImageSize {
  width: number;
  height: number;
}

export interface PixelPoint {
  x: number;
  y: number;
}

export const imageBounds = ({ width, height }: ImageSize): LatLngBoundsLiteral => [
  [0, 0],
  [height, width],
];

export const pixelToLatLng = ({ height }: ImageSize, { x, y }: PixelPoint): LatLngTuple => [height - y, x];

export const latLngToPixel = ({ height }: ImageSize, latLng: { lat: number; lng: number }): PixelPoint => ({
  x: latLng.lng,
  y: height - latLng.lat,
});

/** Natural pixels are whole numbers; a click never lands outside the picture. */
export const clampToImage = ({ width, height }: ImageSize, { x, y }: PixelPoint): PixelPoint => ({
  x: Math.min(width, Math.max(0, Math.round(x))),
  y: Math.min(height, Math.max(0, Math.round(y))),
});

/** Spec §9: a pin is radius 20 on the picture shown 520 px wide, stored in natural pixels (contract/pins.ts). */
export const storedRadius = ({ width }: ImageSize): number => pinRadiusFor(width);

/** Height of the picture shown `displayWidth` px wide, keeping its natural ratio. */
export const displayHeight = ({ width, height }: ImageSize, displayWidth: number): number =>
  Math.round((displayWidth * height) / width);

/** CRS.Simple zoom at which one natural pixel is displayWidth / W screen pixels (negative when shrunk). */
export const zoomForWidth = ({ width }: ImageSize, displayWidth: number): number => Math.log2(displayWidth / width);

/** The coordinates an area stores for a click: `[x, y, r]` in natural pixels. */
export const areaCoords = (size: ImageSize, point: PixelPoint): [number, number, number] => {
  const { x, y } = clampToImage(size, point);
  return [x, y, storedRadius(size)];
};
