import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../authProvider/storage.ts';
import { dmsApi } from './dms.ts';
import { nth } from '../../tests/support/nth.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.restoreAllMocks());

describe('DMS calls from the console', () => {
  it('go through the signed-in /dms proxy with the bearer token, never to the DMS directly', async () => {
    setToken('session-token-123456789012345');
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer(200, { rsdZoneList: [{ zoneName: 'SOUTH', count: 4 }] }));
    expect(await dmsApi.rsdZoneCount()).toEqual([{ zoneName: 'SOUTH', count: 4 }]);
    const [url, init] = nth(fetchMock.mock.calls, 0);
    expect(url).toBe('/dms/Inventory/RSDZoneCount');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer session-token-123456789012345');
  });

  it('send several zones comma-joined and refuse more than 7', async () => {
    setToken('session-token-123456789012345');
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer(200, { zoneList: ['SOUTH', 'PACIFIC'], stateList: [{ text: 'Texas', value: 'TX' }] }));
    await dmsApi.getStateByMultipleZones(['SOUTH', 'PACIFIC']);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/dms/Inventory/GetStateByMultipleZones?ZoneList=SOUTH%2CPACIFIC');
    await expect(dmsApi.getStateByMultipleZones(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'])).rejects.toThrow(/At most 7/);
  });

  it("only log missing zones, with the spec's text", async () => {
    setToken('session-token-123456789012345');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(200, { rsdZoneList: [] }));
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await dmsApi.rsdZoneCount()).toEqual([]);
    expect(info).toHaveBeenCalledWith('There is no zones.');
  });

  it('report a DMS failure with its msg', async () => {
    setToken('session-token-123456789012345');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(404, { msg: 'Unknown stock id ZZZ' }));
    await expect(dmsApi.getHotSpotPictures('ZZZ')).rejects.toMatchObject({
      message: 'Unknown stock id ZZZ',
      status: 404,
    });
  });
});
