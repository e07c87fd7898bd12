import { describe, expect, it } from 'vitest';
import { ALT_NOT_FILE_NAME, ALT_REQUIRED, promo } from '../../../contract/content/index.ts';
import { pngHasAlpha, sniffImageType } from './imageBytes.ts';
import {
  altTextProblem,
  fileStem,
  formatRatio,
  MEDIA_DAMAGED,
  MEDIA_TOO_LARGE,
  MEDIA_TYPE_REFUSED,
  precheckFile,
  tooNarrow,
} from './mediaRules.ts';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const WEBP_HEAD = [...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')];
/** An ISO-BMFF `ftyp` box: major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  new Uint8Array([
    0,
    0,
    0,
    16 + 4 * compatible.length,
    ...ascii('ftyp'),
    ...ascii(major),
    0,
    0,
    0,
    0,
    ...compatible.flatMap(ascii),
    ...ascii('meta'),
  ]);

const chunk = (type: string, data: number[]) => [
  0,
  0,
  (data.length >> 8) & 0xff,
  data.length & 0xff,
  ...ascii(type),
  ...data,
  0,
  0,
  0,
  0,
];
/** A PNG's head: signature, IHDR of the colour type, then the given chunks. */
const png = (colourType: number, ...chunks: number[][]) =>
  new Uint8Array([
    ...PNG_SIGNATURE,
    ...chunk('IHDR', [0, 0, 0, 4, 0, 0, 0, 4, 8, colourType, 0, 0, 0]),
    ...chunks.flat(),
  ]);

describe('which files the image input takes', () => {
  it('recognises JPEG, PNG, WebP and AVIF by their bytes', () => {
    expect(sniffImageType(new Uint8Array(JPEG_HEAD))).toBe('image/jpeg');
    expect(sniffImageType(png(2))).toBe('image/png');
    expect(sniffImageType(new Uint8Array(WEBP_HEAD))).toBe('image/webp');
    expect(sniffImageType(ftyp('avif', 'mif1', 'miaf'))).toBe('image/avif');
    expect(sniffImageType(ftyp('mif1', 'avif'))).toBe('image/avif');
  });

  it('refuses HEIC and MP4, which share AVIF’s container', () => {
    expect(sniffImageType(ftyp('heic', 'mif1', 'heic'))).toBeNull();
    expect(sniffImageType(ftyp('isom', 'iso2', 'mp41'))).toBeNull();
  });

  it('calls an image the browser cannot decode damaged in the server’s words', async () => {
    // The server's own constant: a change of wording on either side fails here.
    const { BROKEN_IMAGE } = await import('../../../server/media/images.ts');
    expect(MEDIA_DAMAGED).toBe(BROKEN_IMAGE);
  });

  it('recognises nothing else: GIF, SVG, HTML, a RIFF that is not WebP, an empty file', () => {
    expect(sniffImageType(new Uint8Array(ascii('GIF89a')))).toBeNull();
    expect(sniffImageType(new Uint8Array(ascii('<svg xmlns="http://www.w3.org/2000/svg">')))).toBeNull();
    expect(sniffImageType(new Uint8Array(ascii('<!doctype html>')))).toBeNull();
    expect(sniffImageType(new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('refuses an HTML file named .png, and a GIF, with the server’s words', async () => {
    expect(await precheckFile(new File(['<html><script>alert(1)</script>'], 'cat.png', { type: 'image/png' }))).toBe(
      MEDIA_TYPE_REFUSED,
    );
    expect(await precheckFile(new File([new Uint8Array(ascii('GIF89a'))], 'cat.gif', { type: 'image/gif' }))).toBe(
      MEDIA_TYPE_REFUSED,
    );
  });

  it('takes a JPEG whose declared type is empty (some drops have none)', async () => {
    expect(await precheckFile(new File([new Uint8Array(JPEG_HEAD)], 'photo', { type: '' }))).toBeNull();
  });

  it('refuses a file over 10 MB before reading it, and takes one of exactly 10 MB', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(JPEG_HEAD);
    expect(await precheckFile(new File([big], 'big.jpg', { type: 'image/jpeg' }))).toBe(MEDIA_TOO_LARGE);
    expect(
      await precheckFile(new File([big.subarray(0, 10 * 1024 * 1024)], 'ok.jpg', { type: 'image/jpeg' })),
    ).toBeNull();
  });
});

describe('PNG transparency (a transparent PNG stays PNG after the crop)', () => {
  it('sees an alpha channel in colour types 4 and 6', () => {
    expect(pngHasAlpha(png(6, chunk('IDAT', [1])))).toBe(true);
    expect(pngHasAlpha(png(4, chunk('IDAT', [1])))).toBe(true);
  });

  it('sees a tRNS chunk before the pixel data', () => {
    expect(pngHasAlpha(png(3, chunk('PLTE', [0, 0, 0]), chunk('tRNS', [0]), chunk('IDAT', [1])))).toBe(true);
  });

  it('calls an opaque PNG opaque, even with chunks after its pixel data', () => {
    expect(pngHasAlpha(png(2, chunk('IDAT', [1]), chunk('tRNS', [0])))).toBe(false);
    expect(pngHasAlpha(png(3, chunk('PLTE', [0, 0, 0]), chunk('IDAT', [1])))).toBe(false);
  });

  it('calls a JPEG or a cut-off head opaque', () => {
    expect(pngHasAlpha(new Uint8Array(JPEG_HEAD))).toBe(false);
    expect(pngHasAlpha(png(2).subarray(0, 20))).toBe(false);
  });
});

describe('alt text rules', () => {
  it('requires a description', () => {
    expect(altTextProblem('')).toBe(ALT_REQUIRED);
    expect(altTextProblem('   ')).toBe(ALT_REQUIRED);
    expect(altTextProblem(undefined)).toBe(ALT_REQUIRED);
    expect(altTextProblem(null)).toBe(ALT_REQUIRED);
  });

  it('takes at most 150 characters', () => {
    expect(altTextProblem('a'.repeat(150))).toBeUndefined();
    expect(altTextProblem('a'.repeat(151))).toBe('At most 150 characters');
  });

  it('refuses a file name, with or without the extension of the file just chosen', () => {
    expect(altTextProblem('IMG_2041.JPG')).toBe(ALT_NOT_FILE_NAME);
    expect(altTextProblem('banner.webp')).toBe(ALT_NOT_FILE_NAME);
    expect(altTextProblem('img_2041', 'C:\\Photos\\IMG_2041.jpg')).toBe(ALT_NOT_FILE_NAME);
    expect(altTextProblem('Red pickup truck on a mountain road', 'IMG_2041.jpg')).toBeUndefined();
  });

  it('helpers: file stems, ratios as read', () => {
    expect(fileStem('/a/b/holiday.photo.png')).toBe('holiday.photo');
    expect(formatRatio(16 / 4.98)).toBe('3.21');
    expect(formatRatio(1.6)).toBe('1.6');
  });
});

describe('minimum width', () => {
  it('refuses a crop narrower than the declared minimum with the size needed, and takes one at the minimum', () => {
    expect(tooNarrow(promo.images.img!, { width: 51, height: 32 })).toBe(
      'The image must be at least 800 px wide (this one is 51×32)',
    );
    expect(tooNarrow(promo.images.img!, { width: 800, height: 500 })).toBeNull();
  });
});
