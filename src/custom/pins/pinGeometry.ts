import type { LatLngBoundsLiteral, LatLngTuple } from 'leaflet';
import { pinRadiusFor } from '../../../contract/index.ts';

/**
 * Picture pixels ↔ Leaflet `CRS.Simple`: the picture lies over [[0,0],[H,W]] in natural pixels, and CRS.Simple has y
 * up, so pixel (x, y) from the top-left is LatLng(H − y, x). Only Leaflet's types: testable and importable anywhere.
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

/** Whole natural pixels, never outside the picture. */
export const clampToImage = ({ width, height }: ImageSize, { x, y }: PixelPoint): PixelPoint => ({
  x: Math.min(width, Math.max(0, Math.round(x))),
  y: Math.min(height, Math.max(0, Math.round(y))),
});

/** Spec §9: a pin is radius 20 on the picture shown 520 px wide, stored in natural pixels (contract/pins.ts). */
export const storedRadius = ({ width }: ImageSize): number => pinRadiusFor(width);

export const displayHeight = ({ width, height }: ImageSize, displayWidth: number): number =>
  Math.round((displayWidth * height) / width);

/** Negative when shrunk: one natural pixel is displayWidth / W screen pixels. */
export const zoomForWidth = ({ width }: ImageSize, displayWidth: number): number => Math.log2(displayWidth / width);

/** A click's `[x, y, r]` in natural pixels. */
export const areaCoords = (size: ImageSize, point: PixelPoint): [number, number, number] => {
  const { x, y } = clampToImage(size, point);
  return [x, y, storedRadius(size)];
};
