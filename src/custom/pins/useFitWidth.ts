import { useEffect, useState } from 'react';

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
