import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { testVehicle } from './sampleVehicleTestKit.ts';
import { VehiclePictures } from './VehiclePictures.tsx';

afterEach(() => vi.restoreAllMocks());

const renderPictures = (vehicle = testVehicle()) =>
  render(
    // The damage map asks for the picture's pins and the DMS close-ups: none here.
    <TestAdmin
      dataProvider={testDataProvider({ getVehiclePinMap: async () => null, getHotSpotPictures: async () => [] })}
    >
      <VehiclePictures vehicle={vehicle} />
    </TestAdmin>,
  );

describe('vehicle pictures', () => {
  it("says 'No picture is available' when the vehicle has none", async () => {
    renderPictures(testVehicle({ picturesUrl: [] }));
    expect(await screen.findByText('No picture is available')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the lowest-numbered picture as hero and the thumbnails by trailing number (9 before 10)', async () => {
    renderPictures();
    const hero = await screen.findByRole('img', { name: 'Main picture: A100-1.jpg' });
    expect(hero).toHaveAttribute('src', '/pictures/A100-1.jpg');
    const thumbnails = within(screen.getByRole('list', { name: 'Pictures' })).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Open A100-1.jpg in the damage map',
      'Open A100-9.jpg in the damage map',
      'Open A100-10.jpg in the damage map',
    ]);
  });

  it('opens the damage-map dialog on the clicked picture and steps to the next one', async () => {
    const user = userEvent.setup();
    renderPictures();
    await user.click(await screen.findByRole('button', { name: 'Open A100-9.jpg in the damage map' }));

    const dialog = await screen.findByRole('dialog', { name: 'Damage map: A100-9.jpg' });
    expect(within(dialog).getByText('Picture 2 of 3')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Save pins' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Pins on this vehicle: 2 damage, 1 feature, 0 installed feature'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(await screen.findByRole('dialog', { name: 'Damage map: A100-10.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next picture' })).toBeDisabled();
  });
});
