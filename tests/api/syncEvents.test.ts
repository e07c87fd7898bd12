import { afterAll, beforeAll, expect, it } from 'vitest';
import { firstAdmin } from './helpers/accounts.ts';
import { openEvents } from './helpers/events.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { setFaults } from './helpers/sync.ts';

let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await startServer({ DMS_SANDBOX_VEHICLES: '400', SYNC_PAGE_SIZE: '20' });
  token = (await firstAdmin(s)).token;
});
let closed = false;
afterAll(async () => {
  if (!closed) await s.close();
});

it('refuses the stream without a signed-in admin', async () => {
  const res = await fetch(`${s.url}/v1/vehicles/update-all`);
  expect(res.status).toBe(401);
  await res.body?.cancel();
});

it('delivers started, progress and finished in order, with counts at the end', async () => {
  // Slow pages so a run lasts a few seconds: progress must arrive at least every second meanwhile.
  await setFaults(s, { latencyMs: 600 });
  const stream = await openEvents(s.url, token);
  expect(stream.status).toBe(200);
  expect(stream.contentType).toMatch(/text\/event-stream/);
  await stream.waitFor('status');
  const start = await fetch(`${s.url}/v1/vehicles`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } });
  expect(start.status).toBe(202);
  await stream.waitFor('finished', 60_000);
  await stream.close();
  await setFaults(s, null);

  const names = stream.events.map((e) => e.event).filter((n) => n !== 'status');
  expect(names[0]).toBe('started');
  expect(names.at(-1)).toBe('finished');
  expect(names.filter((n) => n === 'progress').length).toBeGreaterThanOrEqual(2);
  const progress = stream.events.filter((e) => e.event === 'progress').map((e) => e.data.processed as number);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  const finished = stream.events.at(-1)!.data;
  expect(finished).toMatchObject({
    counts: { VehiclesCount: 400, UpdatedCount: 400, FeVehiclesCount: 0 },
    lastUpdated: { isInProgress: false, lastFinishedAt: expect.any(String) },
  });
});

it('reports a failed run with its message', async () => {
  await setFaults(s, { emptyFeed: true });
  const stream = await openEvents(s.url, token);
  await fetch(`${s.url}/v1/vehicles`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } });
  await stream.waitFor('failed');
  await stream.close();
  await setFaults(s, null);
  const failed = stream.events.find((e) => e.event === 'failed')!;
  expect(String(failed.data.message)).toMatch(/empty/);
});

it('shutting the server down ends open event streams instead of waiting for them', async () => {
  const stream = await openEvents(s.url, token);
  await stream.waitFor('status');
  closed = true;
  await s.close();
  await stream.ended;
});
