import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TestMemoryRouter } from 'react-admin';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { jsonResponse } from '../../test/TestAdmin.tsx';
import { renderVehiclePage } from './vehicleDetailTestKit.tsx';
import VehicleDetailPage from './VehicleDetailPage.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('vehicle detail page', () => {
  it('titles the page with stock id, year, make, model and series and links back to the cars list', async () => {
    renderVehiclePage({});
    expect(await screen.findByRole('heading', { level: 2, name: 'A100 · 2019 Toyota Camry SE' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the cars list' })).toHaveAttribute('href', '/cars-list');
    expect(screen.getByRole('list', { name: 'Installed features' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save vehicle' })).toBeInTheDocument();
  });

  it("shows the server's message when the vehicle cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderVehiclePage({ 'GET /v1/vehicles/A100': () => jsonResponse(404, { message: 'Vehicle A100 not found' }) });
    expect(await screen.findByText('Vehicle A100 not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the vehicle' })).toBeInTheDocument();
  });

  it('asks for a stock id when the address has none', async () => {
    render(
      <TestMemoryRouter initialEntries={['/vehicle']}>
        <TestAdmin>
          <VehicleDetailPage />
        </TestAdmin>
      </TestMemoryRouter>,
    );
    expect(
      await screen.findByText('No stock id in the address: open a vehicle from the cars list.'),
    ).toBeInTheDocument();
  });
});
