import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../authProvider/storage.ts';
import { buildVehicle, fullVehicle, listAnswer } from '../resources/vehicles/vehicleTestKit.ts';
import { jsonResponse } from '../test/TestAdmin.tsx';
import { getDataProvider } from './index.ts';
import { toSearchParams, toVehicleListQuery } from './vehicleListQuery.ts';

const queryOf = (params: Parameters<typeof toVehicleListQuery>[0]) =>
  Object.fromEntries(toSearchParams(toVehicleListQuery(params)));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('vehicle list requests', () => {
  it('ask for API page 0 when react-admin shows page 1, and send the sort as orderCol/orderDirec', () => {
    expect(
      queryOf({ pagination: { page: 1, perPage: 20 }, sort: { field: 'carYear', order: 'ASC' }, filter: {} }),
    ).toEqual({ orderCol: 'carYear', orderDirec: 'asc', querySearch: '', page: '0', pageSize: '20' });
    expect(
      queryOf({ pagination: { page: 3, perPage: 200 }, sort: { field: 'listPrice', order: 'DESC' } }),
    ).toMatchObject({
      page: '2',
      pageSize: '200',
      orderCol: 'listPrice',
      orderDirec: 'desc',
    });
  });

  it('fall back to purchase date descending for a field the API cannot sort, and to an allowed page size', () => {
    expect(
      queryOf({ pagination: { page: 1, perPage: 25 }, sort: { field: 'picturesUrl', order: 'ASC' } }),
    ).toMatchObject({
      orderCol: 'purchaseDate',
      orderDirec: 'desc',
      pageSize: '50',
    });
    expect(queryOf({ sort: { field: 'id', order: 'ASC' } })).toMatchObject({ orderCol: 'stockid', orderDirec: 'asc' });
  });

  it('map the search and every filter to the API names, leaving empty ones out', () => {
    expect(
      queryOf({
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'purchaseDate', order: 'DESC' },
        filter: {
          q: '  Honda ',
          make: 'Honda',
          carYear_gte: 2015,
          carYear_lte: '2020',
          listPrice_gte: 5000,
          listPrice_lte: '',
          active: true,
          markedForDeletion: false,
          rideShareCategory: 'UBER XL',
          lifestyleCategory: 'Family Owned',
        },
      }),
    ).toEqual({
      orderCol: 'purchaseDate',
      orderDirec: 'desc',
      querySearch: 'Honda',
      page: '0',
      pageSize: '50',
      make: 'Honda',
      yearFrom: '2015',
      yearTo: '2020',
      priceFrom: '5000',
      active: 'true',
      markedForDeletion: 'false',
      rideShareCategory: 'UBER XL',
      lifestyleCategory: 'Family Owned',
    });
  });

  it('return rows keyed by stock id, the total, and the counts and last sync as meta', async () => {
    setToken('session-token');
    const answer = listAnswer([buildVehicle({ stockid: 'Z9' })], { total: 41 });
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, answer));
    vi.stubGlobal('fetch', fetchMock);

    const result = await getDataProvider().getList('vehicles', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'make', order: 'DESC' },
      filter: { q: 'Z9' },
    });

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/v1/vehicles?orderCol=make&orderDirec=desc&querySearch=Z9&page=1&pageSize=20&slim=true',
    );
    expect(result.data[0]).toMatchObject({ id: 'Z9', stockid: 'Z9' });
    expect(result.total).toBe(41);
    expect(result.meta).toEqual({ totalResults: answer.totalResults, lastUpdated: answer.lastUpdated });
  });

  it('update sends the admin-owned fields with the version it was read at', async () => {
    setToken('session-token');
    const row = { ...buildVehicle({ stockid: 'Q7', version: 3 }), id: 'Q7' };
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse(200, fullVehicle({ ...row, active: true, version: 4 })),
    );
    vi.stubGlobal('fetch', fetchMock);

    const { data } = await getDataProvider().update('vehicles', {
      id: 'Q7',
      data: { active: true },
      previousData: row,
    });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/vehicles/Q7');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ version: 3, active: true });
    expect(data).toMatchObject({ id: 'Q7', active: true, version: 4 });
  });
});
