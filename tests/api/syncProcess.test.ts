import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { scratchDatabase } from './helpers/database.ts';
import { openEvents } from './helpers/events.ts';
import { killAll, runServer, signInFirstAdmin, type DataDirEnv } from './helpers/process.ts';
import { nth, firstOf } from '../support/nth.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const drops: (() => Promise<void>)[] = [];

afterAll(async () => {
  killAll();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  for (const drop of drops) await drop();
});

/** A data folder, plus a fresh database when the suite runs against PostgreSQL. */
async function freshEnv(): Promise<DataDirEnv> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sync-proc-'));
  dirs.push(dataDir);
  const env: DataDirEnv = {
    DATA_DIR: dataDir,
    PORT: '0',
    SYNC_INTERVAL: '0',
    SYNC_PAGE_SIZE: '50',
    DMS_SANDBOX_VEHICLES: '2000',
  };
  if (pgUrl) {
    const scratch = await scratchDatabase(pgUrl, 'proc');
    drops.push(scratch.drop);
    env.DATABASE_URL = scratch.url;
  }
  return env;
}

const status = async (url: string, token: string) =>
  (await (await fetch(`${url}/v1/sync/status`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    totalResults: { VehiclesCount: number };
    runs: Array<{
      status: string;
      error: string | null;
      fetched: number;
      inserted: number;
      updated: number;
      marked: number;
    }>;
  };
const startSync = (url: string, token: string) =>
  fetch(`${url}/v1/vehicles`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } });

it('a process killed mid-sync leaves consistent data; the restart records a failed run and can sync again', async () => {
  const env = await freshEnv();
  const first = runServer(env);
  const url = await first.url();
  const token = await signInFirstAdmin(url, first.output());
  const key = fs.readFileSync(path.join(env.DATA_DIR, 'dms-api-key'), 'utf8').trim();
  await fetch(`${url}/dms-sandbox/__faults`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ latencyMs: 300 }),
  });
  expect((await startSync(url, token)).status).toBe(202);
  const end = Date.now() + 20_000;
  while (nth((await status(url, token)).runs, 0).fetched === 0 && Date.now() < end)
    await new Promise((r) => setTimeout(r, 100));
  first.child.kill('SIGKILL');
  await first.exited;

  const second = runServer(env);
  const url2 = await second.url();
  const token2 = await signInFirstAdmin(url2, '');
  const after = await status(url2, token2);
  expect(nth(after.runs, 0).status).toBe('failed');
  expect(nth(after.runs, 0).error).toMatch(/interrupted/);
  expect(after.totalResults.VehiclesCount).toBe(0);
  expect((await startSync(url2, token2)).status).toBe(202);
  const end2 = Date.now() + 60_000;
  while (nth((await status(url2, token2)).runs, 0).status === 'running' && Date.now() < end2)
    await new Promise((r) => setTimeout(r, 200));
  const done = await status(url2, token2);
  expect(nth(done.runs, 0).status).toBe('succeeded');
  expect(done.totalResults.VehiclesCount).toBe(2000);
  second.child.kill('SIGTERM');
  await second.exited;
}, 120_000);

const get = async <T>(url: string, token: string) =>
  (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
const bodyTypeTotal = async (url: string, token: string) =>
  (await get<{ data: Array<{ count: number }> }>(`${url}/v1/body-types/available`, token)).data.reduce(
    (sum, v) => sum + v.count,
    0,
  );
async function untilIdle(url: string, token: string) {
  const end = Date.now() + 90_000;
  while (nth((await status(url, token)).runs, 0).status === 'running' && Date.now() < end)
    await new Promise((r) => setTimeout(r, 200));
  return status(url, token);
}

it('a process killed while a sync writes vehicles: the restart finishes that sync, and the inventory, the body-type counts and the run history agree', async () => {
  const env = { ...(await freshEnv()), DMS_SANDBOX_VEHICLES: '14000', SYNC_PAGE_SIZE: '1000' };
  const first = runServer(env);
  const url = await first.url();
  const token = await signInFirstAdmin(url, first.output());
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // An inventory of 2,000 first (the vehicle limit), then the whole feed: 12,000 new vehicles, 12 batches to write.
  await fetch(`${url}/v1/syncLimit`, { method: 'POST', headers: auth, body: JSON.stringify({ vehicleLimit: 2000 }) });
  expect((await startSync(url, token)).status).toBe(202);
  expect((await untilIdle(url, token)).totalResults.VehiclesCount).toBe(2000);
  await fetch(`${url}/v1/syncLimit`, { method: 'POST', headers: auth, body: JSON.stringify({ vehicleLimit: null }) });
  expect((await startSync(url, token)).status).toBe(202);
  // SIGKILL once some of the new vehicles are in, and not all.
  const end = Date.now() + 60_000;
  let seen = 0;
  while (Date.now() < end) {
    seen = (await status(url, token)).totalResults.VehiclesCount;
    if (seen > 2000) break;
  }
  first.child.kill('SIGKILL');
  await first.exited;
  expect(seen).toBeGreaterThan(2000);
  expect(seen).toBeLessThan(14000);

  const second = runServer(env);
  const url2 = await second.url();
  const token2 = await signInFirstAdmin(url2, '');
  // Finished at the start: from its staged rows, or (when the crash lost them) by reading the feed again.
  const after = await untilIdle(url2, token2);
  // A PostgreSQL server kept the staged rows; PGlite's crash recovery empties sync_staging (UNLOGGED).
  expect(second.output()).toMatch(
    pgUrl ? /finished a sync that was interrupted while saving vehicles/ : /reading the feed again/,
  );
  expect(after.runs.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
  expect(after.totalResults.VehiclesCount).toBe(14000);
  const [interrupted, before] = firstOf(
    after.runs as Array<{
      inserted: number;
      updated: number;
      fetched: number;
      error: string | null;
    }>,
    2,
  );
  expect({
    inserted: interrupted.inserted,
    updated: interrupted.updated,
    fetched: interrupted.fetched,
    error: interrupted.error,
  }).toEqual({
    inserted: 12000,
    updated: 0,
    fetched: 14000,
    error: null,
  });
  expect(before.inserted + interrupted.inserted).toBe(14000);
  expect(await bodyTypeTotal(url2, token2)).toBe(14000);
  // A later sync finds nothing left to do.
  expect((await startSync(url2, token2)).status).toBe(202);
  const done = await untilIdle(url2, token2);
  expect(done.runs[0]).toMatchObject({ status: 'succeeded', inserted: 0, updated: 0, marked: 0 });
  second.child.kill('SIGTERM');
  await second.exited;
}, 180_000);

it.skipIf(!pgUrl)(
  'on PostgreSQL, a sync started on one instance reaches event clients of another, and runs once',
  async () => {
    const env = await freshEnv();
    const a = runServer(env);
    const urlA = await a.url();
    const token = await signInFirstAdmin(urlA, a.output());
    const b = runServer({ ...env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sync-proc-b-')) });
    const urlB = await b.url();
    const stream = await openEvents(urlB, token);
    await stream.waitFor('status');
    const [ra, rb] = await Promise.all([startSync(urlA, token), startSync(urlB, token)]);
    expect([ra.status, rb.status].sort()).toEqual([202, 409]);
    await stream.waitFor('finished', 60_000);
    await stream.close();
    const names = stream.events.map((e) => e.event);
    expect(names.indexOf('started')).toBeGreaterThan(-1);
    expect(names.indexOf('started')).toBeLessThan(names.indexOf('finished'));
    const s = await status(urlA, token);
    expect(s.runs.filter((r) => r.status !== 'failed')).toHaveLength(1);
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    await Promise.all([a.exited, b.exited]);
  },
  120_000,
);
