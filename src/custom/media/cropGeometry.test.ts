import { describe, expect, it } from 'vitest';
import { convertToPercentCrop, type PixelCrop } from 'react-image-crop';
import { ratioMatches } from '../../../contract/content/index.ts';
import {
  MAX_OUTPUT_SIDE,
  OUTPUT_RATIO_TOLERANCE,
  outputSize,
  ratioError,
  sourceRect,
  startingCrop,
  type Rect,
} from './cropGeometry.ts';

// Spec §5: every ratio an image field of the content platform uses.
const RATIOS: Record<string, number> = {
  'hero desktop 16/4.98': 16 / 4.98,
  'promo 1.6': 1.6,
  'warranty desktop 16/2.64': 16 / 2.64,
  'warranty mobile 3.8375': 3.8375,
  'square 1': 1,
  'category icon 21/6.9': 21 / 6.9,
  'city 16/9.09': 16 / 9.09,
};

// Natural sizes from tiny to over the output cap, portrait, landscape and square, odd and even.
const SIDES = [
  1, 2, 3, 7, 10, 33, 99, 100, 101, 480, 641, 1000, 1080, 1600, 1920, 2047, 3000, 3839, 3840, 3841, 4000, 6000, 7999,
  12000,
];

const EPSILON = 1e-9;

/** A small deterministic random generator, so a failure can be replayed. */
const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

const expectInside = (rect: Rect, width: number, height: number) => {
  expect(rect.x).toBeGreaterThanOrEqual(-EPSILON);
  expect(rect.y).toBeGreaterThanOrEqual(-EPSILON);
  expect(rect.x + rect.width).toBeLessThanOrEqual(width + EPSILON * width);
  expect(rect.y + rect.height).toBeLessThanOrEqual(height + EPSILON * height);
};

const expectGoodOutput = (region: Rect, ratio: number) => {
  const size = outputSize(region, ratio);
  expect(Number.isInteger(size.width) && Number.isInteger(size.height)).toBe(true);
  expect(size.width).toBeGreaterThanOrEqual(1);
  expect(size.height).toBeGreaterThanOrEqual(1);
  expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(MAX_OUTPUT_SIDE);
  expect(ratioError(size.width, size.height, ratio)).toBeLessThanOrEqual(OUTPUT_RATIO_TOLERANCE);
  // The server's own check (1%) passes with room to spare.
  expect(ratioMatches(size.width, size.height, ratio)).toBe(true);
  return size;
};

describe.each(Object.entries(RATIOS))('crop geometry for %s', (_name, ratio) => {
  it('opens with the largest centred crop of the ratio, whatever the image size', () => {
    for (const width of SIDES) {
      for (const height of SIDES) {
        const crop = startingCrop(width, height, ratio);
        expect(crop.unit).toBe('%');
        const rect = sourceRect(crop, width, height, ratio);
        expect(ratioError(rect.width, rect.height, ratio)).toBeLessThan(EPSILON);
        expectInside(rect, width, height);
        // Largest: it spans the image's full width or its full height.
        const spansWidth = Math.abs(rect.width - width) <= EPSILON * width;
        const spansHeight = Math.abs(rect.height - height) <= EPSILON * height;
        expect(spansWidth || spansHeight).toBe(true);
        // Centred.
        expect(Math.abs(rect.x + rect.width / 2 - width / 2)).toBeLessThanOrEqual(EPSILON * width);
        expect(Math.abs(rect.y + rect.height / 2 - height / 2)).toBeLessThanOrEqual(EPSILON * height);
      }
    }
  });

  it('uploads the starting crop at the source resolution, capped at 3840 px, within 0.5% of the ratio', () => {
    for (const width of SIDES) {
      for (const height of SIDES) {
        const rect = sourceRect(startingCrop(width, height, ratio), width, height, ratio);
        const size = expectGoodOutput(rect, ratio);
        const longest = Math.max(rect.width, rect.height);
        // The region's own width in whole pixels (or the cap's): never enlarged, never shrunk further.
        const expectedWidth = longest > MAX_OUTPUT_SIDE ? (rect.width * MAX_OUTPUT_SIDE) / longest : rect.width;
        if (size.height >= 100) expect(size.width).toBe(Math.floor(expectedWidth + 1e-6));
        // Under 100 px high, a few pixels either way find a size that rounds well.
        else expect(Math.abs(size.width - expectedWidth)).toBeLessThanOrEqual(Math.max(10, 110 - expectedWidth));
        // Larger than the photo's region only where no whole-pixel size within it keeps the ratio.
        if (size.width > Math.floor(expectedWidth + 1e-6)) {
          for (let w = 1; w <= Math.floor(expectedWidth + 1e-6); w++)
            expect(ratioError(w, Math.max(1, Math.round(w / ratio)), ratio)).toBeGreaterThan(OUTPUT_RATIO_TOLERANCE);
        }
      }
    }
  });

  it('finds a whole-pixel size within 0.5% for every crop height from 1 to 4000 px', () => {
    for (let height = 1; height <= 4000; height++) {
      const size = expectGoodOutput({ x: 0, y: 0, width: height * ratio, height }, ratio);
      if (height >= 100 && Math.max(height * ratio, height) <= MAX_OUTPUT_SIDE) {
        expect(Math.abs(size.height - height)).toBeLessThanOrEqual(1);
        expect(size.width).toBe(Math.floor(height * ratio + 1e-6));
      }
    }
  });

  it('puts back the exact ratio of a selection rounded to displayed pixels', () => {
    for (const [width, height] of [
      [4000, 3000],
      [1920, 1080],
      [1080, 1920],
      [6000, 400],
      [801, 799],
    ] as const) {
      for (let displayWidth = 240; displayWidth <= 900; displayWidth += 17) {
        const displayHeight = (displayWidth * height) / width;
        const start = startingCrop(width, height, ratio);
        // What react-image-crop holds after a keyboard nudge: whole displayed pixels.
        const nudged: PixelCrop = {
          unit: 'px',
          x: Math.round((start.x / 100) * displayWidth) + 1,
          y: Math.round((start.y / 100) * displayHeight),
          width: Math.round((start.width / 100) * displayWidth),
          height: Math.round((start.height / 100) * displayHeight),
        };
        const percent = convertToPercentCrop(nudged, displayWidth, displayHeight);
        const rect = sourceRect(percent, width, height, ratio);
        expect(ratioError(rect.width, rect.height, ratio)).toBeLessThan(EPSILON);
        expectInside(rect, width, height);
        expectGoodOutput(rect, ratio);
      }
    }
  });

  it('keeps any selection inside the image with the exact ratio, near where it was', () => {
    const next = random(Math.round(ratio * 1000));
    for (let i = 0; i < 2000; i++) {
      const width = 1 + Math.floor(next() * 8000);
      const height = 1 + Math.floor(next() * 8000);
      const crop = {
        unit: '%' as const,
        x: next() * 90,
        y: next() * 90,
        width: 1 + next() * 99,
        height: 1 + next() * 99,
      };
      const rect = sourceRect(crop, width, height, ratio);
      expect(ratioError(rect.width, rect.height, ratio)).toBeLessThan(EPSILON);
      expectInside(rect, width, height);
      expectGoodOutput(rect, ratio);
    }
  });

  it('treats an empty selection as the starting crop', () => {
    const empty = { unit: '%' as const, x: 10, y: 10, width: 0, height: 0 };
    expect(sourceRect(empty, 4000, 3000, ratio)).toEqual(
      sourceRect(startingCrop(4000, 3000, ratio), 4000, 3000, ratio),
    );
  });
});

describe('crop geometry: worked examples', () => {
  it('crops a 4000 × 3000 photo for the promo banner to 3840 × 2400', () => {
    const rect = sourceRect(startingCrop(4000, 3000, 1.6), 4000, 3000, 1.6);
    expect(rect).toEqual({ x: 0, y: 250, width: 4000, height: 2500 });
    expect(outputSize(rect, 1.6)).toEqual({ width: 3840, height: 2400 });
  });

  it('keeps a 1920 × 1080 hero at full width', () => {
    const ratio = 16 / 4.98;
    const size = outputSize(sourceRect(startingCrop(1920, 1080, ratio), 1920, 1080, ratio), ratio);
    expect(size).toEqual({ width: 1920, height: 598 });
  });

  it('rounds a small warranty crop to a size that keeps the ratio rather than the nearest one', () => {
    const ratio = 16 / 2.64;
    // 61 × 10 would be 0.65% off.
    const size = outputSize({ width: 61, height: 10 }, ratio);
    expect(ratioError(size.width, size.height, ratio)).toBeLessThanOrEqual(OUTPUT_RATIO_TOLERANCE);
    expect(ratioError(61, 10, ratio)).toBeGreaterThan(OUTPUT_RATIO_TOLERANCE);
  });

  it('uploads a 50 × 50 photo for the promo banner at 48 × 30, never wider or higher than the photo', () => {
    const size = outputSize(sourceRect(startingCrop(50, 50, 1.6), 50, 50, 1.6), 1.6);
    expect(size).toEqual({ width: 48, height: 30 });
  });

  it('a smaller cap gives a smaller size of the same ratio', () => {
    const size = outputSize({ width: 8000, height: 5000 }, 1.6, 3072);
    expect(size).toEqual({ width: 3072, height: 1920 });
  });
});
