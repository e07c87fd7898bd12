import { useEffect, useState } from 'react';
import type { ImageSize } from '../pins/pinGeometry.ts';

interface PreloadProgress {
  loaded: number;
  total: number;
  /** Natural size of the first frame that loaded (all frames of a spin share it). */
  natural: ImageSize | null;
}

/** Every frame once, so dragging never waits; a failed frame counts as done (a broken-image box, not a hang). */
export const useFramePreload = (urls: string[]): PreloadProgress => {
  const key = urls.join('\n');
  // The progress of the frames it counts: other frames (a new `urls`) start from nothing, without a reset in the effect.
  const [counted, setCounted] = useState<{ key: string; progress: PreloadProgress } | null>(null);

  useEffect(() => {
    const list = key === '' ? [] : key.split('\n');
    let cancelled = false;
    const images = list.map((url) => {
      const image = new Image();
      const done = () => {
        if (cancelled) return;
        setCounted((current) => {
          const previous = current?.key === key ? current.progress : { loaded: 0, total: list.length, natural: null };
          const natural =
            previous.natural ??
            (image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null);
          return { key, progress: { ...previous, loaded: previous.loaded + 1, natural } };
        });
      };
      image.onload = done;
      image.onerror = done;
      image.src = url;
      return image;
    });
    return () => {
      cancelled = true;
      for (const image of images) {
        image.onload = null;
        image.onerror = null;
      }
    };
  }, [key]);

  return counted?.key === key ? counted.progress : { loaded: 0, total: urls.length, natural: null };
};
