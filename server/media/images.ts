import os from 'node:os';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MEDIA_MAX_PIXELS, MEDIA_TYPE_REFUSED, type MediaRecord } from '../../contract/content/api.ts';
import { ApiError, badRequest } from '../errors.ts';
import { createLimiter } from './limiter.ts';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';
type Preset = MediaRecord['preset'];

/** What we accept, by the file's bytes (file-type): the name and declared type are never trusted. */
const ACCEPTED: Record<string, { format: ImageFormat; ext: string }> = {
  'image/jpeg': { format: 'jpeg', ext: 'jpg' },
  'image/png': { format: 'png', ext: 'png' },
  'image/webp': { format: 'webp', ext: 'webp' },
  'image/avif': { format: 'avif', ext: 'avif' },
};
export const NOT_AN_IMAGE = MEDIA_TYPE_REFUSED;
export const BROKEN_IMAGE = 'This image is damaged or incomplete: it could not be read';
export const TOO_MANY_PIXELS = (w: number, h: number) =>
  `This image is ${w}×${h} pixels (${Math.round((w * h) / 1e5) / 10} megapixels): at most ${MEDIA_MAX_PIXELS / 1e6} megapixels are accepted`;

/** Widths of the WebP copies the public site picks from (srcset). */
const WIDTHS: Record<Preset, number[]> = { default: [480, 960, 1440, 1920], blog: [640, 1280] };

/** The preset's widths below the image's own, plus the image's own width when the preset goes beyond it. */
export function variantWidths(preset: Preset, width: number): number[] {
  const below = WIDTHS[preset].filter((w) => w < width);
  return below.length < WIDTHS[preset].length ? [...below, width] : below;
}

/**
 * Encodings leave one core to the API: on two cores, one image at a time (the content bench measured list reads'
 * p99 at 112-123 ms during four uploads with two encodes at once, the event loop waiting for a CPU two thirds of
 * the time). Each holds one of libuv's four threads and a decoded image, so concurrent uploads queue here.
 * sharp.concurrency (libvips threads per image) keeps sharp's default: process-wide, and 1 on glibc without
 * jemalloc, where more threads fragment memory.
 */
const encodeSlot = createLimiter(Math.max(1, Math.min(2, os.availableParallelism() - 1)));

/** 415 unless the bytes are one of the accepted formats (SVG, HTML, GIF, HEIC... are refused). */
export async function detectFormat(bytes: Buffer): Promise<{ format: ImageFormat; ext: string }> {
  const type = await fileTypeFromBuffer(bytes);
  const accepted = type && ACCEPTED[type.mime];
  if (!accepted) throw new ApiError(415, NOT_AN_IMAGE);
  return accepted;
}

export interface ImageHeader {
  /** Upright size (after the EXIF orientation). */
  width: number;
  height: number;
}

/** Reads the size from the header only, and refuses pixel floods before anything is decoded. */
export async function readHeader(bytes: Buffer): Promise<ImageHeader> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw badRequest(BROKEN_IMAGE);
  }
  const { width, height } = meta;
  if (!width || !height) throw badRequest(BROKEN_IMAGE);
  if (width * height > MEDIA_MAX_PIXELS) throw badRequest(TOO_MANY_PIXELS(width, height));
  // EXIF orientations 5-8 turn the image a quarter: a portrait phone photo is stored landscape.
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

export interface EncodedImage {
  main: { data: Buffer; width: number; height: number };
  variants: { width: number; data: Buffer }[];
}

const encodeMain: Record<ImageFormat, (s: Sharp) => Sharp> = {
  jpeg: (s) => s.jpeg({ quality: 85, mozjpeg: false }), // mozjpeg: 6× the CPU (1.2 s at 12 MP) for ~18% fewer bytes
  png: (s) => s.png({ compressionLevel: 6 }),
  webp: (s) => s.webp({ quality: 85 }),
  avif: (s) => s.avif({ quality: 60, effort: 0 }), // higher efforts take seconds on large images
};

/**
 * Re-encodes the image: turned upright (EXIF orientation), every piece of metadata dropped (sharp keeps none of
 * EXIF, GPS, ICC or XMP unless asked; colours are converted to sRGB), so nothing but pixels survives. The main file
 * keeps its format; the variants are WebP. All outputs are clones of one pipeline (one input, one set of options).
 */
export async function encodeImage(
  bytes: Buffer,
  format: ImageFormat,
  preset: Preset,
  header: ImageHeader,
): Promise<EncodedImage> {
  // limitInputPixels again as a backstop: the header was checked, this bounds what the decoder may allocate.
  const base = sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' }).autoOrient();
  try {
    // Without a turn, libvips streams each output from the file in strips and decodes JPEGs at 1/2 to 1/8 of their
    // size for the small variants. (Decoding a turned photo once and sharing its pixels was measured: faster, but
    // more memory at the peak than turning it in each clone.)
    const main = encodeSlot(() => encodeMain[format](base.clone()).toBuffer({ resolveWithObject: true }));
    const variants = variantWidths(preset, header.width).map((w) =>
      // effort 2 instead of 4: ~40% less CPU for files ~3% larger (measured on a 4000×3000 photo). Never enlarged: a
      // copy is at most the image's own width (variantWidths), and sharp is told so too.
      encodeSlot(async () => ({
        width: w,
        data: await base
          .clone()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80, effort: 2 })
          .toBuffer(),
      })),
    );
    const [{ data, info }, copies] = await Promise.all([main, Promise.all(variants)]);
    return { main: { data, width: info.width, height: info.height }, variants: copies };
  } catch {
    // The header was readable but the pixels are not (truncated or corrupt data).
    throw badRequest(BROKEN_IMAGE);
  }
}
