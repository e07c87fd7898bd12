import { useEffect, useState } from 'react';
import type { ImageSize } from './pinGeometry.ts';

export type ImageSizeState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; size: ImageSize };

/**
 * The natural size of a picture, needed before the map exists: the overlay's bounds and the
 * zoom come from it. Loaded once per URL through a detached Image.
 */
export const useImageSize = (url: string): ImageSizeState => {
  const [state, setState] = useState<{ url: string; result: ImageSizeState }>({ url, result: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    const image = new Image();
    image.onload = () => {
      if (!live) return;
      const ok = image.naturalWidth > 0 && image.naturalHeight > 0;
      setState({
        url,
        result: ok
          ? { status: 'ready', size: { width: image.naturalWidth, height: image.naturalHeight } }
          : { status: 'error' },
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
