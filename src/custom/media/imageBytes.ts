/** An image's type by its first bytes, as the server reads it: a dropped file may lack a type, a renamed one lie. */
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** A byte past the end reads as 0, as `undefined` did in the bit operations. */
const byteAt = (bytes: Uint8Array, at: number) => bytes[at] ?? 0;
const uint32 = (bytes: Uint8Array, at: number) =>
  ((byteAt(bytes, at) << 24) | (byteAt(bytes, at + 1) << 16) | (byteAt(bytes, at + 2) << 8) | byteAt(bytes, at + 3)) >>>
  0;
const fourCC = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

const AVIF_BRANDS = ['avif', 'avis'];

/** An ISO-BMFF file (AVIF, HEIC, MP4) whose `ftyp` box names AVIF as its brand or one it is compatible with. */
const isAvif = (bytes: Uint8Array) => {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
  const boxEnd = Math.min(uint32(bytes, 0), bytes.length);
  // Major brand at 8, minor version at 12, compatible brands from 16.
  for (let at = 8; at + 4 <= boxEnd; at += at === 8 ? 8 : 4) {
    if (AVIF_BRANDS.includes(fourCC(bytes, at))) return true;
  }
  return false;
};

/** JPEG, PNG, WebP or AVIF by their magic bytes; `null` for anything else (GIF, SVG, HEIC, HTML named .png...). */
export const sniffImageType = (bytes: Uint8Array): SniffedType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  return null;
};

/** Bytes enough for every check here: the signature, and a PNG's chunks up to its pixel data in practice. */
const HEAD_BYTES = 1024 * 1024;

/**
 * Whether a PNG may be transparent (colour types 4 and 6, or a tRNS chunk): only such a crop stays PNG, any other
 * becomes a far smaller JPEG. A chunk list cut short by `bytes` counts as opaque.
 */
export const pngHasAlpha = (bytes: Uint8Array): boolean => {
  if (!startsWith(bytes, PNG_SIGNATURE) || bytes.length < 26) return false;
  // IHDR is always first: length (4), 'IHDR' (4), width (4), height (4), bit depth (1), colour type (1).
  const colourType = bytes[25];
  if (colourType === 4 || colourType === 6) return true;
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = uint32(bytes, at);
    const type = fourCC(bytes, at + 4);
    if (type === 'tRNS') return true;
    // tRNS must come before the pixel data.
    if (type === 'IDAT' || type === 'IEND') return false;
    at += 12 + length;
  }
  return false;
};

/** The first bytes of a file, as an array (Blob.slice keeps a 10 MB photo out of memory). */
export const headOf = async (file: Blob, size = HEAD_BYTES): Promise<Uint8Array> =>
  new Uint8Array(await file.slice(0, size).arrayBuffer());
