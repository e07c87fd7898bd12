import { useEffect, useState } from 'react';
import { useFramePreload } from '../viewer360/useFramePreload.ts';
import type { ImageSize } from './pinGeometry.ts';

type ImageSizeState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; size: ImageSize };

/** A picture's natural size, needed before the map exists (its bounds and zoom come from it). */
export const useImageSize = (url: string): ImageSizeState => {
  // The spin viewer's preload, of one picture: a new URL is loading until its own answer arrives.
  const { loaded, natural } = useFramePreload([url]);
  if (loaded === 0) return { status: 'loading' };
  return natural ? { status: 'ready', size: natural } : { status: 'error' };
};

/**
 * The width to show a picture at: `max`, or less when its box (the returned ref, a block of width 100% and maxWidth
 * `max`) is narrower, as in a phone's dialog. `max` before the first measurement and where there is no layout (jsdom).
 */
export const useFitWidth = (max: number): readonly [(node: HTMLElement | null) => void, number] => {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [available, setAvailable] = useState(0);
  useEffect(() => {
    if (!node) return undefined;
    const measure = () => setAvailable(node.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, available > 0 ? Math.min(max, Math.floor(available)) : max] as const;
};
