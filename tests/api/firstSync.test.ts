import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open.ts';
import { scratchDatabase } from './helpers/database.ts';
import { killAll, runServer, signInFirstAdmin } from './helpers/process.ts';
import { nth } from '../support/nth.ts';

// The real entry point (server/main.ts), as a newcomer starts it: these tests are about what `npm start` does.
const pgUrl = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const drops: (() => Promise<void>)[] = [];

afterAll(async () => {
  killAll();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  for (const drop of drops) await drop();
});

async function freshDatabaseUrl() {
  if (!pgUrl) return undefined;
  const scratch = await scratchDatabase(pgUrl, 'first');
  drops.push(scratch.drop);
  return scratch.url;
}

/** Settings as a newcomer has them (no DMS_URL, the default schedule), on a new data folder. */
async function newcomerEnv(extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-sync-'));
  dirs.push(dataDir);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PORT: '0',
    DMS_SANDBOX_VEHICLES: '40',
    SYNC_INTERVAL: '60',
    ...extra,
  };
  const url = await freshDatabaseUrl();
  if (url) env.DATABASE_URL = url;
  return env;
}

interface Status {
  totalResults: { VehiclesCount: number };
  runs: Array<{ status: string; trigger: string }>;
}
const status = async (url: string, token: string) =>
  (await (await fetch(`${url}/v1/sync/status`, { headers: { authorization: `Bearer ${token}` } })).json()) as Status;

async function untilSettled(url: string, token: string, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const s = await status(url, token);
    if (s.runs.length > 0 && s.runs.every((r) => r.status !== 'running')) return s;
    if (Date.now() > end) throw new Error(`no finished sync: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const listTotal = async (url: string, token: string) => {
  const res = await fetch(`${url}/v1/vehicles?page=0&pageSize=20`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { total: number }).total;
};

it('with the sandbox DMS, the first start syncs the inventory by itself, and a restart does not sync again', async () => {
  const env = await newcomerEnv();
  const first = runServer(env);
  const url = await first.url();
  const token = await signInFirstAdmin(url, first.output());
  const settled = await untilSettled(url, token);
  expect(settled.runs).toHaveLength(1);
  expect(nth(settled.runs, 0).status).toBe('succeeded');
  expect(settled.totalResults.VehiclesCount).toBe(40);
  expect(await listTotal(url, token)).toBe(40);
  first.child.kill('SIGTERM');
  await first.exited;

  const again = runServer(env);
  const url2 = await again.url();
  const token2 = await signInFirstAdmin(url2, '');
  await new Promise((r) => setTimeout(r, 1000));
  expect((await status(url2, token2)).runs).toHaveLength(1);
  again.child.kill('SIGTERM');
  await again.exited;
}, 120_000);

it('with a real DMS_URL, the first start leaves the first sync to a person or the schedule', async () => {
  // Nothing listens there: a sync, if one started, would show as a failed run.
  const env = await newcomerEnv({ DMS_URL: 'http://127.0.0.1:9/api', DMS_API_KEY: 'a-real-dms-key' });
  const proc = runServer(env);
  const url = await proc.url();
  const token = await signInFirstAdmin(url, proc.output());
  await new Promise((r) => setTimeout(r, 1500));
  const s = await status(url, token);
  expect(s.runs).toEqual([]);
  expect(s.totalResults.VehiclesCount).toBe(0);
  proc.child.kill('SIGTERM');
  await proc.exited;
}, 60_000);

it('with SYNC_INTERVAL=0 (manual only), the first start does not sync by itself', async () => {
  const env = await newcomerEnv({ SYNC_INTERVAL: '0' });
  const proc = runServer(env);
  const url = await proc.url();
  const token = await signInFirstAdmin(url, proc.output());
  await new Promise((r) => setTimeout(r, 1500));
  expect((await status(url, token)).runs).toEqual([]);
  proc.child.kill('SIGTERM');
  await proc.exited;
}, 60_000);

it.skipIf(!pgUrl)(
  'two instances starting together on one PostgreSQL run the first sync once',
  async () => {
    const env = await newcomerEnv();
    // Migrated beforehand: two processes migrating one new database at once is another matter (their migrations
    // race); here both find the schema in place and only the first-start sync is contended.
    await (await openDatabase({ url: env.DATABASE_URL, dataDir: '' })).close();
    const a = runServer(env);
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-sync-b-'));
    dirs.push(otherDir);
    // Both share the database; each has its own data folder, as two machines would.
    const b = runServer({ ...env, DATA_DIR: otherDir });
    const [urlA, urlB] = await Promise.all([a.url(), b.url()]);
    const link = a.output().includes('/admin/login?token=') ? a.output() : b.output();
    const token = await signInFirstAdmin(urlA, link).catch(() => signInFirstAdmin(urlA, b.output()));
    const settled = await untilSettled(urlA, token);
    // Let the slower instance finish its start too, then count again.
    await new Promise((r) => setTimeout(r, 1500));
    const after = await status(urlB, token);
    expect(after.runs).toHaveLength(1);
    expect(nth(settled.runs, 0).status).toBe('succeeded');
    expect(after.totalResults.VehiclesCount).toBe(40);
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    await Promise.all([a.exited, b.exited]);
  },
  120_000,
);
