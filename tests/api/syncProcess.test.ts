import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { scratchDatabase } from './helpers/database.ts';
import { openEvents } from './helpers/events.ts';
import { killAll, runServer, signInFirstAdmin } from './helpers/process.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const drops: (() => Promise<void>)[] = [];

afterAll(async () => {
  killAll();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  for (const drop of drops) await drop();
});

/** A data folder, plus a fresh database when the suite runs against PostgreSQL. */
async function freshEnv(): Promise<Record<string, string>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sync-proc-'));
  dirs.push(dataDir);
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: '0', SYNC_INTERVAL: '0', SYNC_PAGE_SIZE: '50', DMS_SANDBOX_VEHICLES: '2000' };
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
    runs: Array<{ status: string; error: string | null; fetched: number }>;
  };
const startSync = (url: string, token: string) => fetch(`${url}/v1/vehicles`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } });

it('a process killed mid-sync leaves consistent data; the restart records a failed run and can sync again', async () => {
  const env = await freshEnv();
  const first = runServer(env);
  const url = await first.url();
  const token = await signInFirstAdmin(url, first.output());
  const key = fs.readFileSync(path.join(env.DATA_DIR, 'dms-api-key'), 'utf8').trim();
  await fetch(`${url}/dms-sandbox/__faults`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify({ latencyMs: 300 }) });
  expect((await startSync(url, token)).status).toBe(202);
  const end = Date.now() + 20_000;
  while ((await status(url, token)).runs[0].fetched === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  first.child.kill('SIGKILL');
  await first.exited;

  const second = runServer(env);
  const url2 = await second.url();
  const token2 = await signInFirstAdmin(url2, '');
  const after = await status(url2, token2);
  expect(after.runs[0].status).toBe('failed');
  expect(after.runs[0].error).toMatch(/interrupted/);
  expect(after.totalResults.VehiclesCount).toBe(0);
  expect((await startSync(url2, token2)).status).toBe(202);
  const end2 = Date.now() + 60_000;
  while ((await status(url2, token2)).runs[0].status === 'running' && Date.now() < end2) await new Promise((r) => setTimeout(r, 200));
  const done = await status(url2, token2);
  expect(done.runs[0].status).toBe('succeeded');
  expect(done.totalResults.VehiclesCount).toBe(2000);
  second.child.kill('SIGTERM');
  await second.exited;
}, 120_000);

it.skipIf(!pgUrl)('on PostgreSQL, a sync started on one instance reaches event clients of another, and runs once', async () => {
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
}, 120_000);
