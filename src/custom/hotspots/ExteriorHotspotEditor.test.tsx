import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DmsSpin, ExteriorHotspot, VehicleFeatures } from '../../../contract/index.ts';
import { stubLoadedImages } from '../pins/imageTestKit.ts';
import { ExteriorHotspotEditor } from './ExteriorHotspotEditor.tsx';
import { InSession, sessionOf } from './hotspotTestKit.tsx';
import { nth } from '../../../tests/support/nth.ts';

beforeEach(stubLoadedImages);
afterEach(() => vi.unstubAllGlobals());

const spin: DmsSpin = { rows: [{ angle: 20, frames: ['/spin/A100-20-1.jpg', '/spin/A100-20-2.jpg'] }] };
const features: VehicleFeatures = { features: [], installedPossibleFeatures: [], possibleFeatures: [] };
const dent: ExteriorHotspot = {
  id: 'dent',
  type: 'DAMAGE',
  title: 'Dent',
  description: 'Rear door',
  pictures: [],
  version: 1,
  offsetX: 200,
  offsetY: 150,
  rowIndex: 0,
  imageIndex: 0,
};

const setup = (hotspot = dent) => {
  const session = sessionOf({ config: { spin, exteriorHotspots: [hotspot] }, features });
  render(
    <InSession session={session}>
      <ExteriorHotspotEditor />
    </InSession>,
  );
  return { onRemove: session.remove, user: userEvent.setup() };
};

/** Opens the frame's only pin from the list and deletes it in the editor. */
const deleteInEditor = async (user: ReturnType<typeof userEvent.setup>) => {
  const list = await screen.findByRole('list', { name: 'Pins on this picture' });
  nth(await within(list).findAllByRole('button'), 0).focus();
  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('button', { name: 'Delete' }));
};

describe('deleting a saved exterior hotspot in the pin editor', () => {
  it('asks first, and removes it only when confirmed', async () => {
    const { onRemove, user } = setup();
    await deleteInEditor(user);
    const dialog = await screen.findByRole('dialog', { name: 'Delete hotspot Dent?' });
    expect(onRemove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onRemove).toHaveBeenCalledWith('dent');
  });

  it('keeps it when the question is cancelled', async () => {
    const { onRemove, user } = setup();
    await deleteInEditor(user);
    const dialog = await screen.findByRole('dialog', { name: 'Delete hotspot Dent?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onRemove).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: /1\. Dent/ })).toBeInTheDocument();
  });
});

describe('a saved exterior hotspot', () => {
  it('is drawn as large as a new pin: radius 20 at 520 px wide, whatever the frame width', async () => {
    // jsdom's map is 0×0 px: Leaflet draws only what covers its centre, so the pin sits there.
    setup({ ...dent, offsetX: 520, offsetY: 390 });
    await screen.findByRole('list', { name: 'Pins on this picture' });
    // The stub frame is 1040 px wide, shown at 520: a pin of radius 20 on screen (40 frame pixels).
    await waitFor(() =>
      expect(document.querySelector('path.pin-circle.pin-damage')?.getAttribute('d')).toContain('a20,20'),
    );
  });
});

describe('a spin whose layers have different frame counts', () => {
  it('offers only the layer the 360 viewer shows, and says why', async () => {
    const frames = (angle: number, n: number) =>
      Array.from({ length: n }, (_, i) => `/spin/B200-${angle}-${i + 1}.jpg`);
    const unequal: DmsSpin = {
      rows: [
        { angle: 20, frames: frames(20, 24) },
        { angle: 45, frames: frames(45, 36) },
        { angle: 60, frames: frames(60, 24) },
      ],
    };
    render(
      <InSession session={sessionOf({ config: { spin: unequal }, features })}>
        <ExteriorHotspotEditor />
      </InSession>,
    );
    expect(
      screen.getByText(
        'The layers of this spin have different frame counts (24/36/24), so the 360 viewer shows only the 20° layer: hotspots go on that layer.',
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Row' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['20° layer (24 frames)']);
  });
});
