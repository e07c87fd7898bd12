import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../test/TestAdmin.tsx';
import { LIST_PREFS_KEY } from './listPrefsStorage.ts';
import { renderVehicleList, withVehicleListSession } from './vehicleListTestKit.tsx';
import { buildVehicle, expectListQuery, lastListQuery, listAnswer, stubVehicleApi } from './vehicleTestKit.ts';

withVehicleListSession();
afterEach(() => window.sessionStorage.clear());

// A few rows stand for a page of 50: rendering 50 rich rows is slow under jsdom.
const someRows = Array.from({ length: 3 }, (_, i) => buildVehicle({ stockid: `P${1000 + i}` }));
const stored = () => JSON.parse(window.sessionStorage.getItem(LIST_PREFS_KEY) ?? '{}') as Record<string, unknown>;

describe('vehicle list page kept across a visit to a vehicle', () => {
  it('opens on the stored page with the stored search, sort and size, asking for no other page first', async () => {
    window.sessionStorage.setItem(
      LIST_PREFS_KEY,
      JSON.stringify({ sort: { field: 'make', order: 'ASC' }, perPage: 50, page: 3, filter: { q: 'Honda' } }),
    );
    const api = stubVehicleApi({ list: () => jsonResponse(200, { ...listAnswer(someRows), total: 400 }) });
    renderVehicleList();

    await screen.findByText('P1000');
    // The API counts pages from 0: page 3 of the console is page=2.
    expect(api.listRequests().map((r) => r.url.searchParams.get('page'))).toEqual(['2']);
    expect(lastListQuery(api.listRequests)).toMatchObject({
      page: '2',
      pageSize: '50',
      orderCol: 'make',
      orderDirec: 'asc',
      querySearch: 'Honda',
    });
    expect(screen.getByText('101-150 of 400')).toBeInTheDocument();
  });

  it('stores the page it is on, and a new visit of the list opens there', async () => {
    const user = userEvent.setup();
    const api = stubVehicleApi({ list: () => jsonResponse(200, { ...listAnswer(someRows), total: 400 }) });
    const { unmount } = renderVehicleList();
    await screen.findByText('P1000');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await expectListQuery(api, { page: '2' });
    await waitFor(() => expect(stored()).toMatchObject({ page: 3, perPage: 20 }));

    unmount();
    const seen = api.listRequests().length;
    renderVehicleList();
    await waitFor(() => expect(api.listRequests().length).toBeGreaterThan(seen));
    expect(lastListQuery(api.listRequests)).toMatchObject({ page: '2', pageSize: '20' });
    expect(await screen.findByText('41-60 of 400')).toBeInTheDocument();
  });

  it('a tab that stored its preferences before pages were kept opens on the first page', async () => {
    window.sessionStorage.setItem(
      LIST_PREFS_KEY,
      JSON.stringify({ sort: { field: 'carYear', order: 'ASC' }, perPage: 50, filter: {} }),
    );
    const api = stubVehicleApi({ list: () => jsonResponse(200, { ...listAnswer(someRows), total: 400 }) });
    renderVehicleList();
    await screen.findByText('P1000');
    expect(lastListQuery(api.listRequests)).toMatchObject({ page: '0', pageSize: '50', orderCol: 'carYear' });
  });
});
