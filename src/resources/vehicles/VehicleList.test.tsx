import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../test/TestAdmin.tsx';
import { LIST_PREFS_KEY } from './listPrefsStorage.ts';
import { renderVehicleList, withVehicleListSession } from './vehicleListTestKit.tsx';
import { buildVehicle, expectListQuery, lastListQuery, listAnswer, stubVehicleApi } from './vehicleTestKit.ts';

const rows = [
  buildVehicle({ stockid: 'A1001', make: 'Honda', active: true }),
  buildVehicle({ stockid: 'B2002', make: 'Toyota', markForDeletion: '2024-07-01' }),
];

const renderList = renderVehicleList;

withVehicleListSession();
afterEach(() => window.sessionStorage.clear());

describe('vehicle list', () => {
  it("shows 'No Vehicle data was found' when the inventory is empty, with the toolbar still there", async () => {
    stubVehicleApi({ list: () => jsonResponse(200, listAnswer([])) });
    renderList();
    expect(await screen.findByText('No Vehicle data was found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync with DMS' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('says how the inventory comes in when no sync has ever run, and only then', async () => {
    const fresh = { isInProgress: false, lastRunAt: null, lastFinishedAt: null, nextRunAt: '2024-06-02T10:00:00.000Z' };
    stubVehicleApi({ list: () => jsonResponse(200, listAnswer([], { lastUpdated: fresh })) });
    const { unmount } = renderList();
    expect(await screen.findByText('No Vehicle data was found')).toBeInTheDocument();
    expect(
      screen.getByText('The inventory has not been synced yet: Sync with DMS brings it in from the DMS.'),
    ).toBeInTheDocument();
    unmount();

    stubVehicleApi({ list: () => jsonResponse(200, listAnswer([])) });
    renderList();
    expect(await screen.findByText('No Vehicle data was found')).toBeInTheDocument();
    expect(screen.queryByText(/has not been synced yet/)).toBeNull();
  });

  it('says the inventory is on its way while the first sync runs, instead of leaving the empty-list text alone', async () => {
    const running = {
      isInProgress: true,
      lastRunAt: '2024-06-02T09:00:00.000Z',
      lastFinishedAt: null,
      nextRunAt: null,
    };
    stubVehicleApi({ list: () => jsonResponse(200, listAnswer([], { lastUpdated: running })) });
    renderList();
    expect(await screen.findByText('No Vehicle data was found')).toBeInTheDocument();
    expect(
      screen.getByText('The inventory is being brought in from the DMS: the list fills itself when the sync ends.'),
    ).toBeInTheDocument();
  });

  it('asks for page 0 with 20 rows sorted by purchase date descending, and shows rows, counts and last sync', async () => {
    const api = stubVehicleApi({ list: () => jsonResponse(200, listAnswer(rows)) });
    renderList();

    expect(await screen.findByText('A1001')).toBeInTheDocument();
    expect(lastListQuery(api.listRequests)).toMatchObject({
      page: '0',
      pageSize: '20',
      orderCol: 'purchaseDate',
      orderDirec: 'desc',
      querySearch: '',
    });
    const counts = within(screen.getByLabelText('Inventory summary'));
    expect(counts.getByText('Vehicles in inventory')).toBeInTheDocument();
    expect(counts.getByText('Changed by the last sync').nextSibling).toHaveTextContent('7');
    expect(counts.getByText('Shown on FE').nextSibling).toHaveTextContent('1');
    expect(counts.getByText('Last sync finished')).toBeInTheDocument();
    expect(counts.getByText('Next sync')).toBeInTheDocument();
  });

  it('searches on Enter or with the search icon, never while typing', async () => {
    const user = userEvent.setup();
    const api = stubVehicleApi({ list: () => jsonResponse(200, listAnswer(rows)) });
    renderList();
    await screen.findByText('A1001');
    const before = api.listRequests().length;

    const search = screen.getByRole('searchbox', { name: 'Search vehicles' });
    await user.type(search, 'Hon');
    await new Promise((resolve) => setTimeout(resolve, 700)); // longer than any filter debounce
    expect(api.listRequests()).toHaveLength(before);

    await user.type(search, '{Enter}');
    await expectListQuery(api, { querySearch: 'Hon', page: '0' });

    await user.clear(search);
    await user.type(search, 'B2002');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastListQuery(api.listRequests).querySearch).toBe('B2002'));
  });

  it('takes at most 100 characters in the search box, the longest search the API answers', async () => {
    const user = userEvent.setup();
    const api = stubVehicleApi({ list: () => jsonResponse(200, listAnswer(rows)) });
    renderList();
    await screen.findByText('A1001');

    const search = screen.getByRole('searchbox', { name: 'Search vehicles' });
    await user.click(search);
    await user.paste('x'.repeat(150));
    await user.type(search, '{Enter}');
    await waitFor(() => expect(lastListQuery(api.listRequests).querySearch).toBe('x'.repeat(100)));
  });

  it('shows a year filter outside 1900-2100 as an error under it, and keeps the list', async () => {
    const user = userEvent.setup();
    const api = stubVehicleApi({ list: () => jsonResponse(200, listAnswer(rows)) });
    renderList();
    await screen.findByText('A1001');

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Year from' }));
    await user.type(await screen.findByRole('spinbutton', { name: 'Year from' }), '99999');

    expect(await screen.findByText('Must be 2100 or less')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700)); // longer than the filters' debounce
    expect(api.listRequests().some((request) => request.url.searchParams.has('yearFrom'))).toBe(false);
    expect(screen.getByText('A1001')).toBeInTheDocument();
  });

  it('shows a year range whose end is before its start as an error under it, and keeps the list', async () => {
    const user = userEvent.setup();
    const api = stubVehicleApi({ list: () => jsonResponse(200, listAnswer(rows)) });
    renderList();
    await screen.findByText('A1001');

    for (const name of ['Year from', 'Year to']) {
      await user.click(screen.getByRole('button', { name: 'Add filter' }));
      await user.click(await screen.findByRole('menuitemcheckbox', { name }));
    }
    await user.type(await screen.findByRole('spinbutton', { name: 'Year from' }), '2023');
    await waitFor(() => expect(lastListQuery(api.listRequests).yearFrom).toBe('2023'));
    await user.type(screen.getByRole('spinbutton', { name: 'Year to' }), '2020');

    expect(await screen.findByText('Year to must not be before year from')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700)); // longer than the filters' debounce
    expect(api.listRequests().some((request) => request.url.searchParams.get('yearTo') === '2020')).toBe(false);
    expect(screen.getByText('A1001')).toBeInTheDocument();
  });

  it('goes back to page 0 with 20 rows on search and sort, and restores search, sort and size from session storage', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem(
      LIST_PREFS_KEY,
      JSON.stringify({ sort: { field: 'carYear', order: 'ASC' }, perPage: 50, filter: {} }),
    );
    // A few rows stand for a page of 50: rendering 50 rich rows is slow under jsdom.
    const many = Array.from({ length: 3 }, (_, i) => buildVehicle({ stockid: `S${1000 + i}` }));
    const api = stubVehicleApi({ list: () => jsonResponse(200, { ...listAnswer(many), total: 120 }) });
    const { unmount } = renderList();

    await screen.findByText('S1000');
    expect(lastListQuery(api.listRequests)).toMatchObject({
      orderCol: 'carYear',
      orderDirec: 'asc',
      pageSize: '50',
      page: '0',
    });

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await expectListQuery(api, { page: '1', pageSize: '50' });

    await user.click(screen.getByRole('button', { name: 'Sort by Make ascending' }));
    await expectListQuery(api, {
      orderCol: 'make',
      orderDirec: 'asc',
      page: '0',
      pageSize: '20',
    });

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await expectListQuery(api, { page: '1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search vehicles' }), 'Honda{Enter}');
    await expectListQuery(api, {
      querySearch: 'Honda',
      page: '0',
      pageSize: '20',
      orderCol: 'make',
    });

    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem(LIST_PREFS_KEY) ?? '{}')).toEqual({
        sort: { field: 'make', order: 'ASC' },
        perPage: 20,
        page: 1,
        filter: { q: 'Honda' },
      }),
    );

    unmount();
    const seen = api.listRequests().length;
    renderList();
    await waitFor(() => expect(api.listRequests().length).toBeGreaterThan(seen));
    expect(lastListQuery(api.listRequests)).toMatchObject({
      querySearch: 'Honda',
      orderCol: 'make',
      orderDirec: 'asc',
      pageSize: '20',
    });
    expect(await screen.findByRole('searchbox', { name: 'Search vehicles' })).toHaveValue('Honda');
  });

  it('cannot sort the pictures, pins, features and actions columns; every other column sorts', async () => {
    stubVehicleApi({ list: () => jsonResponse(200, listAnswer(rows)) });
    renderList();
    await screen.findByText('A1001');

    const header = (name: string) =>
      screen.getAllByRole('columnheader').find((cell) => cell.textContent?.trim() === name);
    for (const name of ['Pictures', 'Pins', 'Features', 'Actions']) {
      const cell = header(name);
      expect(cell, name).toBeDefined();
      expect(within(cell as HTMLElement).queryByRole('button')).toBeNull();
    }
    for (const name of [
      'Stock ID',
      'VIN',
      'Make',
      'Model',
      'Series',
      'Year',
      'Mileage',
      'Purchase date',
      'List price',
      'Marked for deletion',
    ]) {
      expect(screen.getByRole('button', { name: `Sort by ${name} ascending` }), name).toBeInTheDocument();
    }
    // Show on FE sorts through its header toggle.
    expect(screen.getByRole('switch', { name: 'Sort by Show on FE, shown first' })).toBeInTheDocument();
  });

  it('shows a failed load as an empty list with the error in info severity, not as an error toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubVehicleApi({ list: () => jsonResponse(503, { message: 'Database unavailable' }) });
    renderList();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The vehicle list could not be loaded: Database unavailable');
    expect(alert.className).toMatch(/Info/);
    expect(screen.getByText('No Vehicle data was found')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /A1001/ })).toBeNull();
    expect(screen.getAllByText(/Database unavailable/)).toHaveLength(1);
  });

  it('marks a vehicle set for deletion with its date and links each row to its detail in a new tab', async () => {
    stubVehicleApi({ list: () => jsonResponse(200, listAnswer(rows)) });
    renderList();
    await screen.findByText('A1001');

    const link = screen.getByRole('link', { name: 'Open A1001 in a new tab' });
    expect(link).toHaveAttribute('href', '/vehicle?id=A1001');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const marked = screen.getByRole('row', { name: /B2002/ });
    expect(within(marked).getByTitle(/^Marked for deletion on /)).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /A1001/ })).queryByTitle(/^Marked for deletion on /)).toBeNull();
  });

  it('shows the label of a pin or feature count as its tooltip while hovered', async () => {
    const user = userEvent.setup();
    stubVehicleApi({ list: () => jsonResponse(200, listAnswer(rows)) });
    renderList();
    const row = await screen.findByRole('row', { name: /A1001/ });

    const chip = within(row).getByLabelText('Damage: 2');
    await user.hover(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Damage');
    await user.unhover(chip);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('expands a row into its pictures, feature counts and pin counts', async () => {
    const user = userEvent.setup();
    stubVehicleApi({ list: () => jsonResponse(200, listAnswer(rows)) });
    renderList();
    const row = await screen.findByRole('row', { name: /A1001/ });

    await user.click(within(row).getByRole('button', { name: 'Show details of A1001' }));

    expect(await screen.findByRole('img', { name: 'Picture 2 of A1001' })).toHaveAttribute('src', '/media/A1001-2.jpg');
    expect(screen.getByText('Damage: 2')).toBeInTheDocument();
    expect(screen.getByText('Installed feature: 0')).toBeInTheDocument();
    expect(screen.getByText('Confirmed installed: 1')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Hide details of A1001' })).toHaveAttribute('aria-expanded', 'true');
  });
});
