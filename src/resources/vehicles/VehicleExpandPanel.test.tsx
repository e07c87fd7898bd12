import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../test/TestAdmin.tsx';
import { renderVehicleList, withVehicleListSession } from './vehicleListTestKit.tsx';
import { buildVehicle, fullVehicle, listAnswer, stubVehicleApi } from './vehicleTestKit.ts';

withVehicleListSession();

const pictures = [1, 2, 3].map((n) => ({ _id: `p${n}`, name: `A1001-${n}.jpg`, picture: `/media/A1001-${n}.jpg` }));
const full = buildVehicle({ stockid: 'A1001', picturesUrl: pictures });
// The console's slim list row (slim=true): the first picture and how many there are.
const slim = { ...full, picturesUrl: pictures.slice(0, 1), pictureCount: 3 };

/** The vehicle API with GET /v1/vehicles/A1001 answered when `release` is called. */
function stubWithVehicle() {
  const { fetchMock, requests } = stubVehicleApi({ list: () => jsonResponse(200, listAnswer([slim])) });
  let release = () => undefined as void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const detailRequests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = new URL(String(input), 'http://console.test');
      if (url.pathname !== '/v1/vehicles/A1001') return fetchMock(input, init);
      detailRequests.push(url.pathname);
      await answered;
      return jsonResponse(200, fullVehicle(full));
    }),
  );
  return { requests, detailRequests, release };
}

describe('a slim list row', () => {
  it('shows its first picture and the count, and its panel loads every picture from the vehicle when it opens', async () => {
    const user = userEvent.setup();
    const api = stubWithVehicle();
    renderVehicleList();
    const row = await screen.findByRole('row', { name: /A1001/ });
    expect(within(row).getByRole('img', { name: 'Picture 1 of A1001' })).toHaveAttribute('src', '/media/A1001-1.jpg');
    expect(within(row).getByTitle(/3 pictures/)).toHaveTextContent('3');
    expect(api.requests.find((r) => r.url.pathname === '/v1/vehicles')?.url.searchParams.get('slim')).toBe('true');
    expect(api.detailRequests).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Show details of A1001' }));

    const panel = document.getElementById('vehicles-A1001-expand') as HTMLElement;
    expect(await within(panel).findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    api.release();
    expect(await within(panel).findByRole('img', { name: 'Picture 3 of A1001' })).toHaveAttribute(
      'src',
      '/media/A1001-3.jpg',
    );
    expect(within(panel).getAllByRole('img')).toHaveLength(3);
    expect(within(panel).queryByRole('status')).toBeNull();
    expect(api.detailRequests).toEqual(['/v1/vehicles/A1001']);
  });
});
