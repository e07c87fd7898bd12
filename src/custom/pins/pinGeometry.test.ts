import { describe, expect, it } from 'vitest';
import {
  areaCoords,
  clampToImage,
  displayHeight,
  imageBounds,
  latLngToPixel,
  pixelToLatLng,
  storedRadius,
  zoomForWidth,
} from './pinGeometry.ts';

const photo = { width: 1040, height: 780 };

describe('pixel ↔ CRS.Simple mapping', () => {
  it('lays the picture over [[0,0],[H,W]]', () => {
    expect(imageBounds(photo)).toEqual([
      [0, 0],
      [780, 1040],
    ]);
  });

  it('turns y-down picture pixels into y-up latitudes and back', () => {
    expect(pixelToLatLng(photo, { x: 0, y: 0 })).toEqual([780, 0]);
    expect(pixelToLatLng(photo, { x: 1040, y: 780 })).toEqual([0, 1040]);
    expect(pixelToLatLng(photo, { x: 100, y: 50 })).toEqual([730, 100]);
    expect(latLngToPixel(photo, { lat: 730, lng: 100 })).toEqual({ x: 100, y: 50 });
    const [lat, lng] = pixelToLatLng(photo, { x: 333, y: 444 });
    expect(latLngToPixel(photo, { lat, lng })).toEqual({ x: 333, y: 444 });
  });

  it('rounds to whole pixels and keeps clicks inside the picture', () => {
    expect(clampToImage(photo, { x: 10.4, y: 20.6 })).toEqual({ x: 10, y: 21 });
    expect(clampToImage(photo, { x: -3, y: 900 })).toEqual({ x: 0, y: 780 });
  });
});

describe('display size and radius', () => {
  it('shows a 1040 px picture at 520 px with zoom −1 and its natural ratio', () => {
    expect(zoomForWidth(photo, 520)).toBe(-1);
    expect(zoomForWidth({ width: 520, height: 390 }, 520)).toBe(0);
    expect(displayHeight(photo, 520)).toBe(390);
  });

  it('stores radius 20 at 520 px as 20·W/520 natural pixels', () => {
    expect(storedRadius({ width: 520, height: 300 })).toBe(20);
    expect(storedRadius(photo)).toBe(40);
    expect(storedRadius({ width: 800, height: 600 })).toBe(30.77);
  });

  it('gives an area its [x, y, r] in natural pixels', () => {
    expect(areaCoords(photo, { x: 99.6, y: 50.2 })).toEqual([100, 50, 40]);
  });
});
