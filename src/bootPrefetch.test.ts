import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, messageResponse, profile } from '../contract/index.ts';
import { clearStoredSession, setToken } from './authProvider/storage.ts';
import { prefetchFirstScreen } from './bootPrefetch.ts';
import { http } from './dataProvider/http.ts';
import { vehicleListPath } from './dataProvider/vehicleListQuery.ts';
import { vehiclePath } from './dataProvider/vehiclePath.ts';
import { LIST_PREFS_KEY } from './resources/vehicles/listPrefs.tsx';
import { jsonResponse } from './test/TestAdmin.tsx';
import { nth } from '../tests/support/nth.ts';

const PROFILE = { _id: 'u1', email: 'staff@example.com', role: 'admin', status: 'active' };

const stubFetch = () => {
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, PROFILE));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
const requestedPaths = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

beforeEach(() => {
  clearStoredSession();
  window.history.replaceState(null, '', '/admin/cars-list');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearStoredSession();
});

describe('opening the vehicle list signed in', () => {
  it('requests the profile and the list page of the stored search, sort, size and page before React asks', () => {
    setToken('session-token');
    window.sessionStorage.setItem(
      LIST_PREFS_KEY,
      JSON.stringify({ sort: { field: 'make', order: 'ASC' }, perPage: 50, page: 3, filter: { q: 'Civic' } }),
    );
    const fetchMock = stubFetch();
    prefetchFirstScreen('/admin');
    const listPath = vehicleListPath({
      pagination: { page: 3, perPage: 50 },
      sort: { field: 'make', order: 'ASC' },
      filter: { q: 'Civic' },
    });
    expect(requestedPaths(fetchMock)).toEqual([endpoints.profile, listPath]);
    expect(listPath).toContain('querySearch=Civic');
    // The API counts pages from 0.
    expect(listPath).toContain('page=2');
  });

  it('hands the early answer to the first identical request only, so the data is fetched once', async () => {
    setToken('session-token');
    const fetchMock = stubFetch();
    prefetchFirstScreen('/admin');
    await http(endpoints.profile, profile);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await http(endpoints.profile, profile);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('starts nothing when signed out or on another screen', () => {
    const fetchMock = stubFetch();
    prefetchFirstScreen('/admin');
    setToken('session-token');
    window.history.replaceState(null, '', '/admin/admins');
    prefetchFirstScreen('/admin');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never hands out an answer fetched with a token that has since been replaced', async () => {
    setToken('old-token');
    const fetchMock = stubFetch();
    prefetchFirstScreen('/admin');
    setToken('new-token');
    await http(endpoints.profile, messageResponse.or(profile));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const [, init] = nth(fetchMock.mock.calls, 2);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer new-token');
  });
});

describe('opening a vehicle signed in (an open-in-new-tab link)', () => {
  it('requests the profile and that vehicle before React asks, and hands the vehicle to the page', async () => {
    setToken('session-token');
    window.history.replaceState(null, '', '/admin/vehicle?id=%20B19945%20');
    const fetchMock = stubFetch();
    prefetchFirstScreen('/admin');
    expect(requestedPaths(fetchMock)).toEqual([endpoints.profile, vehiclePath('B19945')]);
    await http(vehiclePath('B19945'), messageResponse.or(profile));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts nothing for a detail address without a stock id', () => {
    setToken('session-token');
    window.history.replaceState(null, '', '/admin/vehicle');
    const fetchMock = stubFetch();
    prefetchFirstScreen('/admin');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
