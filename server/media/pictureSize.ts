import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

export interface PictureSize {
  width: number;
  height: number;
}

// Vehicle photos are a few hundred KB; anything far larger is not one and is not read.
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * A vehicle picture's or spin frame's natural size as a browser shows it, read once from the picture (the DMS contract gives no
 * size) and cached per URL: a DMS picture URL names one picture. EXIF orientations 5-8 turn the photo a quarter,
 * so its shown width is the stored height. A picture that cannot be fetched or read gives null and is asked again
 * next time. Callers pass only URLs from the vehicle's DMS record, never one taken from a request.
 */
export function createPictureSizes(
  timeoutMs: number,
  dmsBaseUrl: () => string,
  onUnknown: (url: string, reason: string) => void = () => {},
) {
  const cache = new LRUCache<string, PictureSize>({ max: 5000 });
  const unknown = (url: string, reason: string) => {
    onUnknown(url, reason);
    return null;
  };
  return async function pictureSize(url: string): Promise<PictureSize | null> {
    const known = cache.get(url);
    if (known) return known;
    try {
      // Picture URLs are absolute or relative to the DMS's base (the sandbox gives /dms-sandbox/images/...).
      const res = await fetch(new URL(url, `${dmsBaseUrl().replace(/\/+$/, '')}/`), {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) return unknown(url, `HTTP ${res.status}`);
      if (Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) return unknown(url, 'too large');
      const bytes = Buffer.from(await res.arrayBuffer());
      if (bytes.length > MAX_BYTES) return unknown(url, 'too large');
      const { width, height, orientation } = await sharp(bytes).metadata();
      if (!width || !height) return unknown(url, 'no size in the picture');
      const size = orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
      cache.set(url, size);
      return size;
    } catch (err) {
      return unknown(url, (err as Error).message);
    }
  };
}
export type PictureSizes = ReturnType<typeof createPictureSizes>;
