import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scratchDatabase } from './helpers/database.ts';
import { killAll, runServer, signInFirstAdmin, type DataDirEnv } from './helpers/process.ts';

// `npm start` runs the server's bundle (scripts/buildServer.mjs), not its TypeScript sources: the bundle must find
// its migrations and the console, and start its worker threads (the sync's feed reader, the export's formatter).
const pgUrl = process.env.TEST_DATABASE_URL;
const outDir = path.join('build', `test-server-${process.pid}`);
const cleanups: (() => Promise<void> | void)[] = [];

beforeAll(() => {
  execFileSync(process.execPath, ['scripts/buildServer.mjs', outDir], { stdio: 'inherit' });
  cleanups.push(() => fs.rmSync(outDir, { recursive: true, force: true }));
}, 60_000);

afterAll(async () => {
  killAll();
  for (const c of cleanups) await c();
});

async function newcomerEnv(): Promise<DataDirEnv> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-server-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env: DataDirEnv = { DATA_DIR: dataDir, PORT: '0', DMS_SANDBOX_VEHICLES: '40', SYNC_INTERVAL: '60' };
  if (pgUrl) {
    const scratch = await scratchDatabase(pgUrl, 'built');
    cleanups.push(scratch.drop);
    env.DATABASE_URL = scratch.url;
  }
  return env;
}

async function untilSynced(url: string, token: string, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const res = await fetch(`${url}/v1/sync/status`, { headers: { authorization: `Bearer ${token}` } });
    const s = (await res.json()) as { runs: Array<{ status: string }> };
    if (s.runs.length > 0 && s.runs.every((r) => r.status !== 'running')) return s.runs;
    if (Date.now() > end) throw new Error(`no finished sync: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

it('the built server (npm start) migrates a new database, syncs the sandbox inventory and exports it as CSV', async () => {
  const server = runServer(await newcomerEnv(), path.join(outDir, 'main.mjs'));
  const url = await server.url();
  const token = await signInFirstAdmin(url, server.output());

  const ready = (await (await fetch(`${url}/v1/ready`)).json()) as {
    status: string;
    checks: { migrations: { ok: boolean } };
  };
  expect(ready.status).toBe('ready');
  expect(ready.checks.migrations.ok).toBe(true);

  // The first-start sync reads the feed in the bundle's feed thread.
  // The bundle says the release it was built from, as the sources do.
  const openapi = (await (await fetch(`${url}/v1/openapi.json`)).json()) as { info: { version: string } };
  expect(openapi.info.version).toBe(
    (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }).version,
  );

  const runs = await untilSynced(url, token);
  expect(runs.map((r) => r.status)).toEqual(['succeeded']);
  const list = (await (
    await fetch(`${url}/v1/vehicles?page=0&pageSize=20`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { total: number };
  expect(list.total).toBe(40);

  // The CSV is formatted in the bundle's export thread.
  const csv = await fetch(`${url}/v1/vehicles/exportInventory?format=csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(csv.status).toBe(200);
  const lines = (await csv.text()).trim().split('\n');
  expect(lines).toHaveLength(41);
}, 120_000);

/** Every file and folder under `dir` that its group or others may read, write or enter, with its mode. */
function notPrivate(dir: string): string[] {
  const entries = [dir, ...fs.readdirSync(dir, { recursive: true }).map((name) => path.join(dir, String(name)))];
  return entries.flatMap((entry) => {
    const mode = fs.lstatSync(entry).mode;
    return mode & 0o077 ? [`${path.relative(dir, entry) || '.'} ${(mode & 0o777).toString(8)}`] : [];
  });
}

it('the built server keeps its data folder to its own user: files it writes, and those an earlier release left open', async () => {
  const env = await newcomerEnv();
  // As an earlier release (umask 0000) left them: a readable outbox mail and an open folder.
  fs.mkdirSync(path.join(env.DATA_DIR, 'outbox'), { mode: 0o777 });
  fs.writeFileSync(path.join(env.DATA_DIR, 'outbox', 'old.eml'), 'Subject: your link\n');
  fs.chmodSync(path.join(env.DATA_DIR, 'outbox'), 0o777);
  fs.chmodSync(path.join(env.DATA_DIR, 'outbox', 'old.eml'), 0o666);
  fs.chmodSync(env.DATA_DIR, 0o755);
  const server = runServer(env, path.join(outDir, 'main.mjs'));
  const url = await server.url();
  const token = await signInFirstAdmin(url, server.output());
  await untilSynced(url, token);
  expect(notPrivate(env.DATA_DIR)).toEqual([]);
  server.child.kill('SIGTERM');
  await server.exited;
}, 120_000);
