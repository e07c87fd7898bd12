import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type DataProvider } from 'react-admin';
import type { VehicleFeatures, Web360Config } from '../../../contract/index.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { clickPicture, stubLoadedImages } from '../pins/imageTestKit.ts';
import HotspotDialog from './HotspotDialog.tsx';

beforeEach(stubLoadedImages);
afterEach(() => vi.unstubAllGlobals());

const features: VehicleFeatures = { features: [], installedPossibleFeatures: [], possibleFeatures: [] };
const config: Web360Config = {
  stockid: 'A100',
  spin: { rows: [{ angle: 20, frames: ['/spin/A100-20-1.jpg', '/spin/A100-20-2.jpg'] }] },
  interior: null,
  exteriorHotspots: [],
  interiorHotspots: [],
};
const LEAVE = 'Are you sure you want leave this page with unsaved pins?';

const setup = () => {
  const onClose = vi.fn();
  const dataProvider = {
    ...testDataProvider(),
    getWeb360Config: async () => config,
    getHotSpotPictures: async () => [],
    getInteriorAsset: async () => null,
  } as DataProvider;
  render(
    <TestAdmin dataProvider={dataProvider}>
      <HotspotDialog stockid="A100" features={features} onClose={onClose} />
    </TestAdmin>,
  );
  return { onClose, user: userEvent.setup() };
};

/** Places a pin on the frame and starts typing its title, without saving it. */
const placeDraft = async (user: ReturnType<typeof userEvent.setup>) => {
  await clickPicture(10, 'A100-20-1.jpg');
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Scra');
};

describe('the hotspot dialog with a half-typed exterior pin', () => {
  it('asks before Escape closes it, and keeps the pin on Cancel', async () => {
    const { onClose, user } = setup();
    await placeDraft(user);
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: LEAVE });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Scra');
  });

  it('asks before the close button closes it, and closes on Leave', async () => {
    const { onClose, user } = setup();
    await placeDraft(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('dialog', { name: LEAVE });
    await user.click(within(question).getByRole('button', { name: 'Leave' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before switching to Interior', async () => {
    const { user } = setup();
    await placeDraft(user);
    await user.click(screen.getByRole('button', { name: 'Interior' }));
    const question = await screen.findByRole('dialog', { name: LEAVE });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Scra');
    expect(screen.getByRole('button', { name: 'Exterior' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('closes at once when nothing is unsaved', async () => {
    const { onClose, user } = setup();
    await screen.findByRole('group', { name: 'Picture A100-20-1.jpg: click to add a pin' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: LEAVE })).not.toBeInTheDocument();
  });
});
