import { render } from '@testing-library/react';
import { TestMemoryRouter } from 'react-admin';
import { vi } from 'vitest';
import { setToken } from '../../authProvider/storage.ts';
import { getDataProvider } from '../../dataProvider/index.ts';
import { jsonResponse, TestAdmin } from '../../test/TestAdmin.tsx';
import { testVehicle } from './sampleVehicleTestKit.ts';
import VehicleDetailPage from './VehicleDetailPage.tsx';

/** Test support for the vehicle detail page: a fake API behind fetch and the page rendered over it. */

type Handler = (body: unknown) => Response | Promise<Response>;

/**
 * Replaces fetch with a tiny API: `routes['PUT /v1/features']` answers that call; anything
 * else is a 404. Returns the bodies sent, per route.
 */
export const stubApi = (routes: Record<string, Handler>) => {
  const calls: Array<{ route: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const route = `${init?.method ?? 'GET'} ${String(input)}`;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ route, body });
      const handler = routes[route];
      return handler ? handler(body) : jsonResponse(404, { message: `No route for ${route}` });
    }),
  );
  return { bodiesOf: (route: string) => calls.filter((call) => call.route === route).map((call) => call.body) };
};

export const VEHICLE_ROUTE = 'GET /v1/vehicles/A100';

/** The page at /vehicle?id=A100 with the console's real data provider over the stubbed fetch. */
export const renderVehiclePage = (routes: Record<string, Handler>, vehicle = testVehicle()) => {
  setToken('session-token');
  const api = stubApi({ [VEHICLE_ROUTE]: () => jsonResponse(200, vehicle), ...routes });
  render(
    <TestMemoryRouter initialEntries={[`/vehicle?id=${vehicle.stockid}`]}>
      <TestAdmin dataProvider={getDataProvider()}>
        <VehicleDetailPage />
      </TestAdmin>
    </TestMemoryRouter>,
  );
  return api;
};
