import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

export interface FrameSize {
  width: number;
  height: number;
}

// Spin frames are photos of a few hundred KB; anything far larger is not one and is not read.
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * The natural size of spin frames, read from the picture itself: the DMS contract gives no frame size. Sizes are
 * cached per URL (a DMS picture URL names one picture); a picture that cannot be fetched or read gives null and
 * is asked again next time, and the caller then checks only what needs no size. The URLs come from the DMS record
 * of the vehicle, never from a request.
 */
export function createFrameSizes(timeoutMs: number, dmsBaseUrl: () => string, onUnknown: (url: string, reason: string) => void = () => {}) {
  const cache = new LRUCache<string, FrameSize>({ max: 5000 });
  const unknown = (url: string, reason: string) => {
    onUnknown(url, reason);
    return null;
  };
  return async function frameSize(url: string): Promise<FrameSize | null> {
    const known = cache.get(url);
    if (known) return known;
    try {
      // Picture URLs are absolute or relative to the DMS's base (the sandbox gives /dms-sandbox/images/...).
      const res = await fetch(new URL(url, `${dmsBaseUrl().replace(/\/+$/, '')}/`), { signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) return unknown(url, `HTTP ${res.status}`);
      if (Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) return unknown(url, 'too large');
      const bytes = Buffer.from(await res.arrayBuffer());
      if (bytes.length > MAX_BYTES) return unknown(url, 'too large');
      const { width, height } = await sharp(bytes).metadata();
      if (!width || !height) return unknown(url, 'no size in the picture');
      const size = { width, height };
      cache.set(url, size);
      return size;
    } catch (err) {
      return unknown(url, (err as Error).message);
    }
  };
}
export type FrameSizes = ReturnType<typeof createFrameSizes>;
