import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, TestMemoryRouter, type DataProvider, type GetListParams } from 'react-admin';
import { jsonResponse, TestAdmin } from '../../test/TestAdmin.tsx';
import { RideShareHomePage } from './RideShareHomePage.tsx';
import { nth } from '../../../tests/support/nth.ts';

const item = (id: string, position: number, title: string) => ({
  id,
  _id: id,
  version: 1,
  position,
  title,
  visible: true,
  img: null,
  mobileImg: null,
});
const entry = (id: string, position: number, stockId: string, zone: string) => ({
  id,
  _id: id,
  version: 3,
  position,
  stockId,
  zone,
  visible: true,
});

const renderPage = () => {
  // The DMS's lists (the RDS add form) through fetch; the content through the data provider.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => jsonResponse(200, { rsdZoneList: [] })),
  );
  const rows: Record<string, unknown[]> = {
    rideShareHome: [item('i1', 0, 'Drive with us'), item('i2', 1, 'Earn more')],
    rdsList: [entry('r1', 0, 'S100', 'SOUTHWEST'), entry('r2', 1, 'S100', 'PACIFIC')],
  };
  const getList = vi.fn(async (resource: string, _params: GetListParams) => ({
    data: rows[resource] ?? [],
    total: rows[resource]?.length ?? 0,
  }));
  const deleteOne = vi.fn(async (_resource: string, { id }: { id: unknown }) => ({
    data: { id, status: 'deleted', message: 'Data deleted successfully' },
  }));
  const getOne = vi.fn(async (_resource: string, { id }: { id: unknown }) => ({ data: { id, version: 1 } }));
  render(
    <TestMemoryRouter initialEntries={['/rideshare-home']}>
      <TestAdmin dataProvider={testDataProvider({ getList, getOne, delete: deleteOne } as Partial<DataProvider>)}>
        <RideShareHomePage />
      </TestAdmin>
    </TestMemoryRouter>,
  );
  return { getList, deleteOne };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ride-share home screen', () => {
  it('lists the home items in display order, with Add home item as a link above the table', async () => {
    const { getList } = renderPage();
    const items = await screen.findByRole('region', { name: 'Home items' });
    const rows = (await within(items).findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getByText(/^(Drive with us|Earn more)$/).textContent)).toEqual([
      'Drive with us',
      'Earn more',
    ]);
    expect(within(nth(rows, 0)).getByRole('link', { name: 'Edit Drive with us' }).getAttribute('href')).toMatch(
      /\/rideShareHome\/i1$/,
    );
    expect(within(nth(rows, 0)).getByRole('button', { name: 'Move Drive with us' })).toBeInTheDocument();
    expect(within(items).getByRole('link', { name: 'Add home item' }).getAttribute('href')).toMatch(
      /\/rideShareHome\/create$/,
    );
    expect(getList).toHaveBeenCalledWith(
      'rideShareHome',
      expect.objectContaining({ sort: { field: 'position', order: 'ASC' } }),
    );
  });

  it('shows each RDS entry with its zone and a switch of its own, and removes one after a question naming it', async () => {
    const user = userEvent.setup();
    const { deleteOne } = renderPage();
    const rds = await screen.findByRole('region', { name: /^RDS list/ });
    const rows = (await within(rds).findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(2);
    expect(within(nth(rows, 1)).getByText('PACIFIC')).toBeInTheDocument();
    expect(within(nth(rows, 1)).getByRole('switch', { name: 'S100 (PACIFIC) visible' })).toBeChecked();
    // Entries are added from the DMS's list, never on a form of their own.
    expect(within(rds).queryByRole('link', { name: /^(Add|Edit) / })).toBeNull();

    await user.click(within(nth(rows, 1)).getByRole('button', { name: 'Delete S100' }));
    const question = await screen.findByRole('dialog', { name: 'Delete RDS vehicle "S100"?' });
    expect(question).toHaveTextContent(
      'The vehicle stays in the inventory; it only leaves the public ride-share pages.',
    );
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(deleteOne).toHaveBeenCalledWith(
        'rdsList',
        expect.objectContaining({ id: 'r2', previousData: expect.objectContaining({ version: 3 }) }),
      ),
    );
    expect(
      await screen.findByText('Data deleted successfully', { selector: '.MuiSnackbarContent-message' }),
    ).toBeInTheDocument();
  });
});
