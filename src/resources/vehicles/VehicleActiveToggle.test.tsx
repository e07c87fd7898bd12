import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../test/TestAdmin.tsx';
import { renderVehicleList, withVehicleListSession } from './vehicleListTestKit.tsx';
import { buildVehicle, fullVehicle, expectListQuery, listAnswer, stubVehicleApi } from './vehicleTestKit.ts';
import { nth } from '../../../tests/support/nth.ts';

const rows = [buildVehicle({ stockid: 'A1001', version: 4 }), buildVehicle({ stockid: 'B2002' })];

const renderList = renderVehicleList;

withVehicleListSession();

describe('Show on FE toggles', () => {
  it('disable every switch while one toggle is on its way, then show what the server saved', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    let saved = rows;
    const api = stubVehicleApi({
      list: () => jsonResponse(200, listAnswer(saved)),
      update: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderList();
    const first = await screen.findByRole('switch', { name: 'Show A1001 on FE' });
    const second = screen.getByRole('switch', { name: 'Show B2002 on FE' });

    await user.click(first);

    await waitFor(() => expect(second).toBeDisabled());
    expect(first).toBeDisabled();
    expect(first).not.toBeChecked(); // pessimistic: nothing moves before the server agrees
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe('/v1/vehicles/A1001');
    expect(put?.body).toEqual({ version: 4, active: true });

    saved = [{ ...nth(rows, 0), active: true, version: 5 }, nth(rows, 1)];
    answer(jsonResponse(200, fullVehicle(nth(saved, 0))));

    await waitFor(() => expect(screen.getByRole('switch', { name: 'Show A1001 on FE' })).toBeChecked());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Show B2002 on FE' })).toBeEnabled());
  });

  it("show the server's message on a stale version and reload the list", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const stale = 'This vehicle was changed by someone else since you opened it.';
    const api = stubVehicleApi({
      list: () => jsonResponse(200, listAnswer(rows)),
      update: () => jsonResponse(412, { message: stale }),
    });
    renderList();
    const toggle = await screen.findByRole('switch', { name: 'Show A1001 on FE' });
    const loadsBefore = api.listRequests().length;
    await user.click(toggle);

    expect(await screen.findByText(stale)).toBeInTheDocument();
    await waitFor(() => expect(api.listRequests().length).toBeGreaterThan(loadsBefore));
    expect(screen.getByRole('switch', { name: 'Show A1001 on FE' })).not.toBeChecked();
  });

  it('the header toggle sorts by Show on FE, shown first, from page 0 with 20 rows', async () => {
    const user = userEvent.setup();
    const api = stubVehicleApi({ list: () => jsonResponse(200, listAnswer(rows)) });
    renderList();
    const header = await screen.findByRole('switch', { name: 'Sort by Show on FE, shown first' });

    await user.click(header);
    await expectListQuery(api, {
      orderCol: 'active',
      orderDirec: 'desc',
      page: '0',
      pageSize: '20',
    });
    expect(screen.getByRole('switch', { name: 'Sort by Show on FE, shown first' })).toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Sort by Show on FE, shown first' }));
    await expectListQuery(api, { orderCol: 'purchaseDate', orderDirec: 'desc' });
  });
});
