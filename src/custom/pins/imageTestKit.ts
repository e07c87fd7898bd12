import { act, fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom loads no pictures: a stand-in Image that "loads" every URL at 1040×780, except URLs
 * containing "broken", which fail. For tests of the pin editor only.
 */
class LoadedImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  set src(url: string) {
    setTimeout(() => {
      if (url.includes('broken')) {
        this.onerror?.();
        return;
      }
      this.naturalWidth = 1040;
      this.naturalHeight = 780;
      this.onload?.();
    }, 0);
  }
}

export const stubLoadedImages = (): void => {
  vi.stubGlobal('Image', LoadedImage);
};

/** A click on the pin map of a picture, at client pixel (at, at): it adds a pin. */
export const clickPicture = async (at: number, picture = 'A100-1.jpg') => {
  const group = await screen.findByRole('group', { name: `Picture ${picture}: click to add a pin` });
  const container = group.querySelector('.leaflet-container');
  if (!container) throw new Error('no Leaflet map');
  act(() => {
    fireEvent.click(container, { clientX: at, clientY: at });
  });
};
