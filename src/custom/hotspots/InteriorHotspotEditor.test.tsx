import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VehicleFeatures } from '../../../contract/index.ts';
import type { PannellumOptions } from '../viewer360/usePannellum.ts';
import type { ShowTarget } from './hotspotRows.ts';
import { InSession, sessionOf } from './hotspotTestKit.tsx';
import { InteriorHotspotEditor } from './InteriorHotspotEditor.tsx';

// jsdom cannot run Pannellum (no WebGL, image loading throws): the hook is replaced by a viewer
// whose view centre the test sets, and which records what the editor asks of it.
const view = vi.hoisted(() => ({
  pitch: 0,
  yaw: 0,
  lookAt: [] as number[][],
  options: null as PannellumOptions | null,
}));
vi.mock('../viewer360/usePannellum.ts', () => ({
  usePannellum: (_ref: unknown, options: PannellumOptions) => {
    view.options = options;
    return {
      viewer: {
        getPitch: () => view.pitch,
        getYaw: () => view.yaw,
        lookAt: (pitch: number, yaw: number) => view.lookAt.push([pitch, yaw]),
      },
      loaded: true,
      error: null,
    };
  },
}));

const features: VehicleFeatures = {
  features: [{ featureId: 1, featureName: 'Heated seats', featureDesc: 'Front heated seats' }],
  possibleFeatures: [
    { possibleFeatureId: 2, featureName: 'Sunroof', featureDesc: 'Tilt and slide', nadaEquipments: [] },
  ],
  installedPossibleFeatures: [],
};

const renderEditor = (target: ShowTarget | null = null) => {
  const interiorHotspots = [
    {
      id: 'int-1',
      type: 'FEATURE' as const,
      title: 'Sunroof',
      description: 'Tilt',
      pictures: [],
      pitch: 5,
      yaw: 6,
      version: 1,
    },
  ];
  const session = sessionOf({ config: { interiorHotspots }, view: 'interior', features, target });
  const result = render(
    <InSession session={session}>
      <InteriorHotspotEditor panorama="/pano.jpg" />
    </InSession>,
  );
  return { save: session.save, ...result };
};

describe('InteriorHotspotEditor', () => {
  beforeEach(() => {
    Object.assign(view, { pitch: 0, yaw: 0, lookAt: [], options: null });
  });

  it('creates a pin at the view centre with the text of the pin dialog', async () => {
    const { save } = renderEditor();
    expect(screen.getByTestId('panorama-centre')).toBeInTheDocument();
    view.pitch = -12.5;
    view.yaw = 141.25;
    await userEvent.click(screen.getByRole('button', { name: 'Create pin' }));
    const dialog = await screen.findByRole('dialog', { name: 'New hotspot' });
    expect(dialog).toHaveTextContent('Pitch -12.5°, yaw 141.3°');

    // DAMAGE (the default) needs both texts.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter title')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter description')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), ' Torn seat ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Driver side');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(save).toHaveBeenCalledExactlyOnceWith({
      view: 'interior',
      hotspots: [
        {
          id: expect.stringMatching(/^int-/),
          pitch: -12.5,
          yaw: 141.25,
          type: 'DAMAGE',
          title: 'Torn seat',
          description: 'Driver side',
          pictures: [],
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('saves nothing when the pin dialog is cancelled', async () => {
    const { save } = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Create pin' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(save).not.toHaveBeenCalled();
  });

  it('Escape on a pin dialog with a typed title asks first: Keep editing keeps the title, Discard closes without saving', async () => {
    const { save } = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Create pin' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Torn seat');
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Torn seat');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(save).not.toHaveBeenCalled();
  });

  it('hands the viewer tooltip lines as data (title, description), never markup', () => {
    renderEditor();
    expect(view.options?.hotspots).toEqual([
      { id: 'int-1', pitch: 5, yaw: 6, lines: ['Sunroof', 'Tilt'], closeUp: null },
    ]);
  });

  it('turns the view to a hotspot shown from the table', () => {
    renderEditor({ view: 'interior', pitch: 5, yaw: 6, nonce: 1 });
    expect(view.lookAt).toEqual([[5, 6]]);
  });
});
