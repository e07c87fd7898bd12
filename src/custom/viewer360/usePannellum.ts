/// <reference types="pannellum" />
// Pannellum exports nothing: the side-effect import sets window.pannellum (toolchain notes §3.8).
import 'pannellum/build/pannellum.css';
import 'pannellum/build/pannellum.js';
import { useEffect, useState, type RefObject } from 'react';

/** A hotspot as our screens hand it to Pannellum: data only, the DOM is built here. */
export interface PanoramaHotspot {
  id: string;
  pitch: number;
  yaw: number;
  /** Tooltip lines, set with textContent (never parsed as HTML). */
  lines: string[];
  closeUp?: string | null;
}

export interface PannellumOptions {
  panorama: string | null;
  hotspots: PanoramaHotspot[];
}

export interface PannellumState {
  viewer: Pannellum.Viewer | null;
  loaded: boolean;
  /** 'unreachable' when the file could not be read, else Pannellum's own message without its markup. */
  error: 'unreachable' | { text: string } | null;
}

/** Pannellum's messages are HTML (a link to the file): keep only their text. */
const plainText = (html: string): string =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

/** Pannellum's own tooltip styling (div.pnlm-tooltip span), filled with text nodes only. */
const buildTooltip = (div: HTMLDivElement, hotspot: PanoramaHotspot) => {
  div.classList.add('pnlm-tooltip');
  div.dataset.hotspotId = hotspot.id;
  const span = document.createElement('span');
  hotspot.lines
    .filter((line) => line !== '')
    .forEach((line, index) => {
      if (index > 0) span.appendChild(document.createElement('br'));
      span.appendChild(document.createTextNode(line));
    });
  if (hotspot.closeUp) {
    const img = document.createElement('img');
    img.src = hotspot.closeUp;
    img.alt = '';
    img.width = 160;
    img.style.display = 'block';
    span.appendChild(img);
  }
  div.appendChild(span);
  // Centre the bubble above the marker, as Pannellum does for its own text tooltips.
  span.style.width = `${Math.max(0, span.scrollWidth - 20)}px`;
  span.style.marginLeft = `${-(span.scrollWidth - div.offsetWidth) / 2}px`;
  span.style.marginTop = `${-span.scrollHeight - 12}px`;
};

/** Writes the view centre onto the container, so what the viewer shows can be read from the page. */
const recordView = (container: HTMLElement, viewer: Pannellum.Viewer) => {
  container.dataset.pitch = String(viewer.getPitch());
  container.dataset.yaw = String(viewer.getYaw());
};

/**
 * One Pannellum viewer in `containerRef`, destroyed on unmount or a new panorama (StrictMode-safe). Hotspots are
 * re-added as fresh copies when the list changes: Pannellum mutates the objects it is given.
 */
export const usePannellum = (
  containerRef: RefObject<HTMLDivElement | null>,
  { panorama, hotspots }: PannellumOptions,
): PannellumState => {
  const [state, setState] = useState<PannellumState>({ viewer: null, loaded: false, error: null });

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !panorama) return undefined;
    // A HEAD first (the status, not a second download): on a failed request Pannellum shows raw HTML, then throws an
    // uncaught FileReader error. Pannellum reads the picture itself (the CSP keeps its XHR off blob: URLs); a server
    // that takes no HEAD (405, 501) leaves the question to it.
    const abort = new AbortController();
    let viewer: Pannellum.Viewer | null = null;
    fetch(panorama, { method: 'HEAD', signal: abort.signal })
      .then((response) => {
        if (!response.ok && response.status !== 405 && response.status !== 501)
          throw new Error(`HTTP ${response.status}`);
      })
      .then(
        () => {
          if (abort.signal.aborted) return;
          const created = window.pannellum.viewer(container, {
            type: 'equirectangular',
            panorama,
            autoLoad: true,
            showControls: true,
            // Our hotspots are added after load, from React state.
            hotSpots: [],
          });
          viewer = created;
          setState({ viewer: created, loaded: false, error: null });
          created.on('load', () => {
            recordView(container, created);
            setState({ viewer: created, loaded: true, error: null });
          });
          created.on('animatefinished', () => recordView(container, created));
          created.on('error', (message) =>
            setState({ viewer: created, loaded: false, error: { text: plainText(String(message)) } }),
          );
        },
        () => {
          if (!abort.signal.aborted) setState({ viewer: null, loaded: false, error: 'unreachable' });
        },
      );
    return () => {
      abort.abort();
      viewer?.destroy();
      delete container.dataset.pitch;
      delete container.dataset.yaw;
      setState({ viewer: null, loaded: false, error: null });
    };
  }, [containerRef, panorama]);

  const { viewer, loaded } = state;
  useEffect(() => {
    if (!viewer || !loaded) return undefined;
    const added = hotspots.map((hotspot) => {
      viewer.addHotSpot({
        id: hotspot.id,
        pitch: hotspot.pitch,
        yaw: hotspot.yaw,
        type: 'info',
        createTooltipFunc: (div) => buildTooltip(div, hotspot),
      });
      return hotspot.id;
    });
    return () => {
      for (const id of added) viewer.removeHotSpot(id);
    };
  }, [viewer, loaded, hotspots]);

  return state;
};
