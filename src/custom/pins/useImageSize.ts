import { useEffect, useState } from 'react';
import type { ImageSize } from './pinGeometry.ts';

export type ImageSizeState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; size: ImageSize };

/** A picture's natural size, needed before the map exists (its bounds and zoom come from it). */
export const useImageSize = (url: string): ImageSizeState => {
  const [state, setState] = useState<{ url: string; result: ImageSizeState }>({ url, result: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    const image = new Image();
    image.onload = () => {
      const { naturalWidth: width, naturalHeight: height } = image;
      if (live)
        setState({
          url,
          result: width > 0 && height > 0 ? { status: 'ready', size: { width, height } } : { status: 'error' },
        });
    };
    image.onerror = () => {
      if (live) setState({ url, result: { status: 'error' } });
    };
    image.src = url;
    return () => {
      live = false;
      image.onload = null;
      image.onerror = null;
    };
  }, [url]);
  // A new URL is loading until its own answer arrives (never the previous picture's size).
  return state.url === url ? state.result : { status: 'loading' };
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
