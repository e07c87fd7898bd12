import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TestAdmin } from '../../test/TestAdmin.tsx';

// Pannellum's build only sets window.pannellum; the test puts a stand-in there instead.
vi.mock('pannellum/build/pannellum.js', () => ({}));
vi.mock('pannellum/build/pannellum.css', () => ({}));
const { PanoramaViewer } = await import('./PanoramaViewer.tsx');

type Handler = (message?: string) => void;
const stubPannellum = (onCreate: (on: Record<string, Handler>) => void = () => undefined) => {
  const viewer = vi.fn(() => {
    const handlers: Record<string, Handler> = {};
    setTimeout(() => onCreate(handlers), 0);
    return {
      on: (event: string, handler: Handler) => (handlers[event] = handler),
      destroy: vi.fn(),
      addHotSpot: vi.fn(),
      removeHotSpot: vi.fn(),
    };
  });
  vi.stubGlobal('pannellum', { viewer });
  return viewer;
};

afterEach(() => vi.unstubAllGlobals());

const renderViewer = () =>
  render(
    <TestAdmin>
      <PanoramaViewer panorama="/dms-sandbox/interior/A100-interior.jpg" hotspots={[]} label="Interior panorama" />
    </TestAdmin>,
  );

describe('a panorama that cannot be loaded', () => {
  it('says so in one plain sentence, without starting the viewer (which would throw)', async () => {
    const viewer = stubPannellum();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('gone', { status: 404 })),
    );
    renderViewer();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The interior panorama could not be loaded. Try again later, or check the picture in the DMS.',
    );
    expect(alert.innerHTML).not.toContain('&lt;a');
    expect(viewer).not.toHaveBeenCalled();
  });

  it('shows a viewer error as text, never as markup', async () => {
    stubPannellum((on) => on.error?.('The file <a href="/x.jpg">/x.jpg</a> could not be accessed.'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('jpeg', { status: 200 })),
    );
    renderViewer();
    const message = await screen.findByText('The panorama could not be shown: The file /x.jpg could not be accessed.');
    expect(message.textContent).not.toContain('<a');
  });
});
