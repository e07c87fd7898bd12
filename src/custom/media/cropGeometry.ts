import { centerCrop, convertToPixelCrop, makeAspectCrop, type Crop, type PercentCrop } from 'react-image-crop';

import type { ImageSize as Size } from '../pins/pinGeometry.ts';

/** The crop's arithmetic, testable without a canvas. Only the crop dialog's chunk imports it (react-image-crop). */
export type { Size };
export interface Rect extends Size {
  x: number;
  y: number;
}

/** Longest side of an uploaded crop: a 4K screen's width, far under the server's 40 megapixels. */
export const MAX_OUTPUT_SIDE = 3840;
/** The server refuses a ratio more than 1% off; whole pixels are kept within half of that. */
export const OUTPUT_RATIO_TOLERANCE = 0.005;

/** Relative distance of a size's ratio from the wanted one (0.01 = 1%). */
export const ratioError = (width: number, height: number, ratio: number) => Math.abs(width / height / ratio - 1);

/**
 * The largest centred crop of the field's ratio (the first one, and 'Reset crop'), in percent so it holds at any
 * displayed size: react-image-crop's `aspect` only constrains dragging.
 */
export const startingCrop = (naturalWidth: number, naturalHeight: number, ratio: number): PercentCrop =>
  centerCrop(
    makeAspectCrop({ unit: '%', width: 100 }, ratio, naturalWidth, naturalHeight),
    naturalWidth,
    naturalHeight,
  );

/**
 * The selected region in natural pixels, with exactly the field's ratio: displayed pixels and keyboard nudges leave the
 * selection a little off (6:1 shown 500 px wide is 83 px high, 0.4% off), so the region keeps its centre and area and
 * is moved (or shrunk) inside the image. An empty selection means the starting crop.
 */
export const sourceRect = (crop: Crop, naturalWidth: number, naturalHeight: number, ratio: number): Rect => {
  const usable = crop.width > 0 && crop.height > 0 ? crop : startingCrop(naturalWidth, naturalHeight, ratio);
  const px = convertToPixelCrop(usable, naturalWidth, naturalHeight);
  let width = Math.sqrt(px.width * px.height * ratio);
  let height = width / ratio;
  if (width > naturalWidth) {
    width = naturalWidth;
    height = width / ratio;
  }
  if (height > naturalHeight) {
    height = naturalHeight;
    width = height * ratio;
  }
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  return {
    x: clamp(px.x + px.width / 2 - width / 2, naturalWidth - width),
    y: clamp(px.y + px.height / 2 - height / 2, naturalHeight - height),
    width,
    height,
  };
};

/**
 * Whole-pixel size of the crop: the region's resolution (never enlarged), at most `maxSide`, within the tolerance of
 * the ratio. From 100 px high the region's width always rounds well; a smaller crop can miss (6.06:1 at 61 px wide is
 * 0.65% off), so narrower widths are tried, then wider ones: only a crop too small for any whole-pixel size of the
 * ratio ends larger (a 50 × 50 photo at 1.6:1 is 48 × 30, not 51 × 32; a 3 px crop is enlarged).
 */
export const outputSize = (region: Size, ratio: number, maxSide = MAX_OUTPUT_SIDE): Size => {
  const scale = Math.min(1, maxSide / Math.max(region.width, region.height));
  // The epsilon keeps 3840 from becoming 3839 when the scaling lands a hair under it.
  const ideal = Math.max(1, Math.floor(region.width * scale + 1e-6));
  const sized = (width: number): Size | null => {
    const height = Math.max(1, Math.round(width / ratio));
    return height <= maxSide && ratioError(width, height, ratio) <= OUTPUT_RATIO_TOLERANCE ? { width, height } : null;
  };
  for (let width = ideal; width >= 1; width--) {
    const size = sized(width);
    if (size) return size;
  }
  for (let width = ideal + 1; width <= maxSide; width++) {
    const size = sized(width);
    if (size) return size;
  }
  // Unreachable for any ratio between 1/maxSide and maxSide: the search above reaches heights where a
  // height's rounding is under 0.5 / height.
  throw new RangeError(`No whole-pixel size within ${OUTPUT_RATIO_TOLERANCE * 100}% of ratio ${ratio}`);
};
