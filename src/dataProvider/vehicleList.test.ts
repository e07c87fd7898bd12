import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../authProvider/storage.ts';
import { jsonResponse } from '../test/TestAdmin.tsx';
import { readSyncEvents, type SyncEvent } from './syncEvents.ts';
import { vehicleListApi } from './vehicleList.ts';

const streamOf = (chunks: string[]) => {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sync event stream', () => {
  it('is read with fetch and the bearer header, and parsed across chunk boundaries', async () => {
    setToken('session-token');
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(
          streamOf([
            'id: 1\nevent: started\ndata: {"runId":3,"trig',
            'ger":"manual"}\n\n: heartbeat 1\n\nid: 2\nevent: progress\ndata: {"runId":3,"processed":40,"total":300}\n\n',
            'event: unknown\ndata: {}\n\nevent: progress\ndata: not json\n\n',
            'event: failed\ndata: {"runId":3,"message":"DMS timeout"}\n\n',
          ]),
          { headers: { 'Content-Type': 'text/event-stream' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const events: SyncEvent[] = [];

    await readSyncEvents((event) => events.push(event), new AbortController().signal);

    expect(events).toEqual([
      { type: 'started', runId: 3 },
      { type: 'progress', runId: 3, processed: 40, total: 300 },
      { type: 'failed', runId: 3, message: 'DMS timeout' },
    ]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/vehicles/update-all');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer session-token');
  });

  it("rejects with the server's status when it cannot connect", async () => {
    setToken('session-token');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(401, { message: 'Session expired' })),
    );
    await expect(readSyncEvents(() => undefined, new AbortController().signal)).rejects.toMatchObject({ status: 401 });
  });
});

describe('inventory export', () => {
  it('downloads the selected vehicles as CSV with the bearer header and reports progress', async () => {
    setToken('session-token');
    const csv = 'StockNumber,VIN\nA1,V1\nA2,V2\n';
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(streamOf([csv.slice(0, 10), csv.slice(10)]), { headers: { 'Content-Type': 'text/csv' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const progress: number[] = [];

    const blob = await vehicleListApi.exportInventoryCsv({
      ids: ['A1', 'A2'],
      onProgress: (p) => progress.push(p.received),
    });

    expect(await blob.text()).toBe(csv);
    expect(progress).toEqual([10, csv.length]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/vehicles/exportInventory?format=csv&ids=A1%2CA2');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer session-token');
  });

  it('bulk show/hide is one request with every id', async () => {
    setToken('session-token');
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse(200, { message: '3 vehicles hidden from FE', updated: 3 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    expect(await vehicleListApi.bulkSetActive(['A1', 'A2', 'A3'], false)).toEqual({
      message: '3 vehicles hidden from FE',
      updated: 3,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/vehicles/bulk-active');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ ids: ['A1', 'A2', 'A3'], active: false });
  });
});
