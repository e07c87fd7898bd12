import { useEffect, useRef, useState, type MouseEvent } from 'react';

/** MUI <Tooltip> defaults: 100 ms before opening; none when another tooltip showed in the last 800 ms. */
const ENTER_DELAY_MS = 100;
const HYSTERESIS_MS = 800;

let openCount = 0;
let lastClosedAt = Number.NEGATIVE_INFINITY;

export interface HoverTip {
  anchor: HTMLElement;
  title: string;
  open: boolean;
}

/**
 * Hover handling of MUI's <Tooltip> for many small elements sharing one tooltip, mounted only
 * once one of them is hovered (see CountChips): open after the same delays, close on leave.
 */
export const useHoverTip = () => {
  const [tip, setTip] = useState<HoverTip | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const isOpen = tip?.open ?? false;

  useEffect(() => {
    if (!isOpen) return;
    openCount += 1;
    return () => {
      openCount -= 1;
      lastClosedAt = Date.now();
    };
  }, [isOpen]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (event: MouseEvent<HTMLElement>, title: string) => {
    const anchor = event.currentTarget;
    const recent = openCount > 0 || Date.now() - lastClosedAt < HYSTERESIS_MS;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setTip({ anchor, title, open: true }), recent ? 0 : ENTER_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setTip((current) => (current?.open ? { ...current, open: false } : current));
  };
  return { tip, show, hide };
};
