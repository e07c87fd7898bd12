import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../test/TestAdmin.tsx';
import { renderVehicleList, withVehicleListSession } from './vehicleListTestKit.tsx';
import { buildVehicle, listAnswer, stubVehicleApi } from './vehicleTestKit.ts';

const rows = ['A1', 'A2', 'A3'].map((stockid) => buildVehicle({ stockid, active: true }));

const renderList = renderVehicleList;

/** Catches the download the page starts: the file name and the blob's text. */
const catchDownload = () => {
  const saved: { name: string; blob?: Blob } = { name: '' };
  // jsdom has no object URLs: a URL class that has them, for this test only (unstubbed after each).
  class UrlWithObjects extends URL {
    static override createObjectURL(blob: Blob) {
      saved.blob = blob;
      return 'blob:inventory';
    }
    static override revokeObjectURL() {}
  }
  vi.stubGlobal('URL', UrlWithObjects);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
  return saved;
};

withVehicleListSession();

describe('bulk actions and export', () => {
  it('hide the selected vehicles in one request, repeat the server message, reload and unselect', async () => {
    const user = userEvent.setup();
    const api = stubVehicleApi({
      list: () => jsonResponse(200, listAnswer(rows)),
      bulk: () => jsonResponse(200, { message: '2 vehicles hidden from FE', updated: 2 }),
    });
    renderList();
    await screen.findByText('A1');
    for (const stockid of ['A1', 'A3']) {
      await user.click(within(screen.getByRole('row', { name: new RegExp(stockid) })).getByRole('checkbox'));
    }
    const loadsBefore = api.listRequests().length;

    await user.click(screen.getByRole('button', { name: 'Hide from FE' }));

    expect(await screen.findByText('2 vehicles hidden from FE')).toBeInTheDocument();
    const bulk = api.requests.filter((request) => request.url.pathname === '/v1/vehicles/bulk-active');
    expect(bulk).toHaveLength(1);
    expect(bulk[0]?.body).toEqual({ ids: ['A1', 'A3'], active: false });
    await waitFor(() => expect(api.listRequests().length).toBeGreaterThan(loadsBefore));
    await waitFor(() => expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0));
  });

  it('export downloads the whole inventory as inventory-YYYY-MM-DD.csv', async () => {
    const user = userEvent.setup();
    const saved = catchDownload();
    const api = stubVehicleApi({
      list: () => jsonResponse(200, listAnswer(rows)),
      exportCsv: () => new Response('StockNumber\nA1\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    renderList();
    await screen.findByText('A1');

    await user.click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(saved.name).toMatch(/^inventory-\d{4}-\d{2}-\d{2}\.csv$/));
    expect(await saved.blob?.text()).toBe('StockNumber\nA1\n');
    const request = api.requests.find((r) => r.url.pathname === '/v1/vehicles/exportInventory');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ format: 'csv' });
  });
});
