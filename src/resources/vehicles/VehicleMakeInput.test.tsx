import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, testDataProvider } from 'react-admin';
import type { VehicleMakes } from '../../../contract/vehicles.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { VehicleMakeInput } from './VehicleMakeInput.tsx';

const renderMakeInput = (vehicleMakes: () => Promise<VehicleMakes>, make?: string) =>
  render(
    <TestAdmin dataProvider={{ ...testDataProvider(), vehicleMakes }}>
      <Form defaultValues={make ? { make } : {}}>
        <VehicleMakeInput source="make" label="resources.vehicles.fields.make" />
      </Form>
    </TestAdmin>,
  );

describe('the make filter', () => {
  it('offers the makes with their vehicle counts', async () => {
    const user = userEvent.setup();
    renderMakeInput(async () => [
      { make: 'Honda', count: 1204 },
      { make: 'Toyota', count: 9751 },
    ]);
    await user.click(await screen.findByRole('combobox', { name: 'Make' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(['Honda (1,204)', 'Toyota (9,751)']));
  });

  it('says when the makes could not be loaded, and keeps showing the make already chosen', async () => {
    renderMakeInput(async () => {
      throw new Error('Server unavailable');
    }, 'Honda');
    expect(
      await screen.findByText('The makes could not be loaded: Server unavailable', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Make' })).toHaveTextContent('Honda');
  });
});
