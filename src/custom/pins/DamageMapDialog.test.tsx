import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PinMapContent, VehiclePinMap } from '../../../contract/index.ts';
import { setToken } from '../../authProvider/storage.ts';
import { getDataProvider } from '../../dataProvider/index.ts';
import { jsonResponse, TestAdmin } from '../../test/TestAdmin.tsx';
import { stubApi } from '../vehicleDetail/vehicleDetailTestKit.tsx';
import { testVehicle } from '../vehicleDetail/sampleVehicleTestKit.ts';
import DamageMapDialog from './DamageMapDialog.tsx';
import { clickPicture as clickAt, stubLoadedImages } from './imageTestKit.ts';
import { nth } from '../../../tests/support/nth.ts';

beforeEach(() => {
  stubLoadedImages();
  setToken('session-token');
});
afterEach(() => vi.unstubAllGlobals());

const vehicle = testVehicle();
const pictures = [nth(vehicle.picturesUrl, 2), nth(vehicle.picturesUrl, 1)];
const PICTURE = nth(pictures, 0).picture;
const LIST = `GET /v1/vehicle-pins?${new URLSearchParams({ stockId: 'A100', picture: PICTURE })}`;
const HOTSPOT_PICTURES = 'GET /dms/Inventory/GetHotSpotPictures?StockId=A100';

const mapOf = (pin: PinMapContent, version: number): VehiclePinMap => ({
  _id: 'm1',
  stockId: 'A100',
  picture: PICTURE,
  imageWidth: 1040,
  imageHeight: 780,
  pin,
  version,
  createdAt: '2026-01-10T00:00:00.000Z',
  updatedAt: '2026-01-10T00:00:00.000Z',
});
const theirs: PinMapContent = {
  areas: [{ name: 'theirs', shape: 'circle', coords: [500, 400, 40] }],
  description: [{ id: 'theirs', type: 'DAMAGE', title: 'Their dent', description: 'Roof' }],
};

const renderDialog = (routes: Parameters<typeof stubApi>[0]) => {
  const api = stubApi({
    [HOTSPOT_PICTURES]: () => jsonResponse(200, { stockId: 'A100', hotSpotPictures: [] }),
    ...routes,
  });
  const onClose = vi.fn();
  render(
    <TestAdmin dataProvider={getDataProvider()}>
      <DamageMapDialog
        stockId="A100"
        pictures={pictures}
        index={0}
        features={vehicle.features}
        pinCount={vehicle.vehiclePinCount}
        onIndexChange={vi.fn()}
        onClose={onClose}
      />
    </TestAdmin>,
  );
  return { api, onClose, user: userEvent.setup() };
};

const clickPicture = () => clickAt(5);

const addDamage = async (user: ReturnType<typeof userEvent.setup>, title: string) => {
  await clickPicture();
  await user.click(screen.getByRole('textbox', { name: 'Title' }));
  await user.paste(title);
  await user.click(screen.getByRole('textbox', { name: 'Description' }));
  await user.paste(`${title} description`);
  await user.click(screen.getByRole('button', { name: 'Save' }));
};

describe('DamageMapDialog', () => {
  it('creates the pin map with POST the first time, then updates it with PATCH and the version', async () => {
    const { api, user } = renderDialog({
      [LIST]: () => jsonResponse(200, { data: [], total: 0 }),
      'POST /v1/vehicle-pins': (body) =>
        jsonResponse(201, { message: 'Pins saved', data: mapOf((body as { pin: PinMapContent }).pin, 1) }),
      'PATCH /v1/vehicle-pins': (body) =>
        jsonResponse(200, { message: 'Pins updated', data: mapOf((body as { pin: PinMapContent }).pin, 2) }),
    });
    const savePins = await screen.findByRole('button', { name: 'Save pins' });
    await addDamage(user, 'Dent');
    expect(screen.getByText('Unsaved pins')).toBeInTheDocument();
    await user.click(savePins);

    expect(await screen.findByText('Pins saved')).toBeInTheDocument();
    const [created] = api.bodiesOf('POST /v1/vehicle-pins') as Array<Record<string, unknown>>;
    expect(created).toMatchObject({ stockId: 'A100', picture: PICTURE, imageWidth: 1040, imageHeight: 780 });
    expect(created?.pin).toMatchObject({
      description: [{ type: 'DAMAGE', title: 'Dent', description: 'Dent description' }],
    });
    expect(screen.queryByText('Unsaved pins')).not.toBeInTheDocument();

    await addDamage(user, 'Scratch');
    await user.click(savePins);
    // 'Pins updated' queues behind the 6-second 'Pins saved': the saved state tells the answer arrived.
    await waitFor(() => expect(screen.queryByText('Unsaved pins')).not.toBeInTheDocument());
    const [updated] = api.bodiesOf('PATCH /v1/vehicle-pins') as Array<{ version: number; pin: PinMapContent }>;
    expect(updated?.version).toBe(1);
    expect(updated?.pin.description.map((d) => d.title)).toEqual(['Dent', 'Scratch']);
  });

  it("on a 412 keeps the admin's pins, says so, and can load the other admin's pins instead", async () => {
    let reads = 0;
    const { api, user } = renderDialog({
      // First read: the map at version 1; after the conflict: their version 2.
      [LIST]: () =>
        jsonResponse(200, {
          data: [mapOf(reads++ === 0 ? { areas: [], description: [] } : theirs, reads === 1 ? 1 : 2)],
          total: 1,
        }),
      'PATCH /v1/vehicle-pins': () =>
        jsonResponse(412, {
          message: 'Someone else saved pins on this picture after you opened it, so yours were not saved.',
        }),
    });
    await screen.findByRole('button', { name: 'Save pins' });
    await addDamage(user, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save pins' }));

    expect(await screen.findByText(/Your pins are kept here/)).toBeInTheDocument();
    // One sentence of the console's own, no placeholder and no server text glued in front.
    const banner = screen.getByText(/Your pins are kept here/);
    expect(banner).toHaveTextContent(
      /^Someone else saved pins on this picture after you opened it\. Your pins are kept here: Save pins replaces theirs with yours, or load theirs instead\.$/,
    );
    expect(
      within(screen.getByRole('list', { name: 'Pins on this picture' })).getByRole('button', { name: /1\. Mine/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Unsaved pins')).toBeInTheDocument();
    expect((api.bodiesOf('PATCH /v1/vehicle-pins')[0] as { version: number }).version).toBe(1);

    await user.click(await screen.findByRole('button', { name: 'Load their pins' }));
    expect(
      within(screen.getByRole('list', { name: 'Pins on this picture' })).getByRole('button', {
        name: /1\. Their dent/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Unsaved pins')).not.toBeInTheDocument();
    expect(screen.queryByText(/Your pins are kept here/)).not.toBeInTheDocument();
  });

  it('asks before closing with unsaved pins: Cancel keeps the dialog, Leave closes it', async () => {
    const { onClose, user } = renderDialog({ [LIST]: () => jsonResponse(200, { data: [], total: 0 }) });
    await screen.findByRole('button', { name: 'Save pins' });
    // Nothing placed yet: closing needs no question.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await clickPicture();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const question = await screen.findByRole('dialog', {
      name: 'Are you sure you want leave this page with unsaved pins?',
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    // The question closes and the damage map is the active dialog again (no longer aria-hidden).
    expect(await screen.findByRole('dialog', { name: 'Damage map: A100-1.jpg' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Pins on this picture' })).getAllByRole('button')).toHaveLength(1);

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('dialog', {
      name: 'Are you sure you want leave this page with unsaved pins?',
    });
    await user.click(within(again).getByRole('button', { name: 'Leave' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows why the pins could not be loaded', async () => {
    renderDialog({ [LIST]: () => jsonResponse(500, { message: 'Database unavailable' }) });
    expect(
      await screen.findByText('The pins of this picture could not be loaded: Database unavailable'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
