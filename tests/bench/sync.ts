/**
 * npm run bench:sync — full sync of N sandbox vehicles into an empty database, then a no-op re-sync.
 * Prints seconds, vehicles per second, rows written and the longest event-loop delay (how long the API could not
 * answer), and each next to its floor measured in the same run on the same data (syncFloor.ts; goals: a full sync at
 * most 1.5x the feed alone plus a plain COPY of its rows, a no-op re-sync at most 1.2x the feed alone), with this
 * process's peak RSS during each. Sizes: BENCH_SIZES (default "10000").
 * Database: PGlite in a temporary folder, or BENCH_DATABASE_URL (a PostgreSQL server; a database is created).
 * DMS: the sandbox mounted in the API's process, or with BENCH_DMS=process as its own process reached through DMS_URL,
 * as a real DMS is another server. The server is started as server/main.ts starts it (sync.init() loads the feed
 * reader's thread), and the feed is read once before timing (see below).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { systemClock } from '../../server/clock.ts';
import { loadConfig } from '../../server/config.ts';
import type { AppContext } from '../../server/context.ts';
import { openDatabase } from '../../server/db/open.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { copyFloor, feedFloor } from './syncFloor.ts';
import { FEED_CONCURRENCY } from '../../server/sync/feedReader.ts';
import { knownHashes } from '../../server/sync/apply.ts';
import { collectGarbage, printSummary, report } from './stats.ts';
import { nth } from '../support/nth.ts';

// Small by default so the bench ends in minutes on 2 shared cores; the issue's figures: BENCH_SIZES=10000,100000.
const sizes = (process.env.BENCH_SIZES ?? '10000').split(',').map(Number);
const serverUrl = process.env.BENCH_DATABASE_URL;
const dmsInProcess = process.env.BENCH_DMS !== 'process';

/** The sandbox DMS on its own port, ready when its health answers. */
async function startSandboxProcess(
  n: number,
  dataDir: string,
): Promise<{ url: string; key: string; child: ChildProcess }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const key = randomBytes(16).toString('hex');
  const child = spawn(process.execPath, ['--import', 'tsx', 'dms-sandbox/main.ts'], {
    env: {
      ...process.env,
      DMS_SANDBOX_PORT: String(port),
      DMS_SANDBOX_VEHICLES: String(n),
      DMS_API_KEY: key,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${url}/Inventory/Vehicles?page=1&pageSize=1`, { headers: { 'x-api-key': key } }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, key, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the sandbox DMS process did not start');
}

async function database(dataDir: string) {
  if (!serverUrl) return { database: await openDatabase({ dataDir }), drop: async () => undefined };
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    database: await openDatabase({ url: u.toString(), dataDir }),
    drop: async () => {
      const d = new pg.Client({ connectionString: serverUrl });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    },
  };
}

async function benchOne(n: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sync-'));
  const dms = dmsInProcess ? null : await startSandboxProcess(n, dataDir);
  // A failed run must not leave the sandbox process behind (it would also hold this process's stderr open).
  process.once('exit', () => dms?.child.kill());
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    SYNC_INTERVAL: '0',
    DMS_SANDBOX_VEHICLES: String(n),
    SYNC_PAGE_SIZE: '1000',
    ...(dms ? { DMS_URL: dms.url, DMS_API_KEY: dms.key } : {}),
  });
  const { database: db, drop } = await database(dataDir);
  const ctx: AppContext = {
    config,
    database: db,
    clock: systemClock,
    mailer: createMailer({ from: 'x', outboxDir: path.join(dataDir, 'outbox') }),
    announce: () => undefined,
  };
  const app = await buildApp(ctx, { distDir: path.join(dataDir, 'none') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { sync } = app.inventory;
  // As server/main.ts does at start: closes abandoned runs and loads the feed reader's thread.
  await sync.init();
  /** Where this process's memory is after a sync: PGlite's WebAssembly memory (it never shrinks), V8's heap, buffers. */
  const where = () => {
    const m = process.memoryUsage();
    const wasm = db.pglite ? `PGlite WebAssembly memory ${(db.pglite.Module.HEAPU8.length / 1e6).toFixed(0)} MB, ` : '';
    return `RSS now ${(m.rss / 1e6).toFixed(0)} MB: ${wasm}V8 heap ${(m.heapTotal / 1e6).toFixed(0)} MB, external ${(m.external / 1e6).toFixed(0)} MB`;
  };
  const rows = async () =>
    nth(
      await db.query<{ inserted: number; updated: number; marked: number; status: string; error: string | null }>(
        'select * from sync_runs order by id desc limit 1',
      ),
      0,
    );
  const timed = async () => {
    // What came before (the floor's COPY of the whole table, ~0.9 GB at 100,000) is collected first: its garbage
    // was in the next run's peak RSS (3.4 GB for a no-op re-sync of 100,000 on PostgreSQL).
    collectGarbage();
    // The API shares this thread with PGlite's queries: the longest event-loop delay is the longest a request waited
    // for the sync (on PostgreSQL the queries run in the server, and the delay is this thread's own work).
    const stalls = monitorEventLoopDelay({ resolution: 10 });
    stalls.enable();
    let peak = process.memoryUsage.rss();
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 100);
    const t0 = performance.now();
    await sync.start('manual');
    await sync.idle();
    stalls.disable();
    clearInterval(sampler);
    return {
      seconds: (performance.now() - t0) / 1000,
      run: await rows(),
      stallMs: { p99: stalls.percentile(99) / 1e6, max: stalls.max / 1e6 },
      peakMb: peak / 1e6,
      memory: where(),
    };
  };
  // The whole feed is read once before timing: the sandbox as its own process (BENCH_DMS=process) then serves its
  // records from its cache (up to 20,000), as a DMS serves stored records, so the figure is the sync's, not the
  // sandbox's generator's. Inside this process (the default) the sandbox keeps nothing, as inside the product, and
  // its generation (~40 µs a record) is in every figure, the floors' too; bigger feeds are generated again anyway.
  const feedPage = (page: number) =>
    fetch(`${app.inventory.dmsBaseUrl()}/Inventory/Vehicles?page=${page}&pageSize=1000`, {
      headers: { 'x-api-key': app.inventory.dmsKey },
    });
  for (let page = 1; page <= Math.ceil(n / 1000); page++) await (await feedPage(page)).text();
  const feedBefore = await feedFloor(app.inventory.dms, 1000, FEED_CONCURRENCY[db.kind]);
  const full = await timed();
  const copy = await copyFloor(db);
  const noop = await timed();
  const feedKnown = await feedFloor(app.inventory.dms, 1000, FEED_CONCURRENCY[db.kind], await knownHashes(db));
  const line = (label: string, r: typeof full) =>
    `${label.padEnd(22)} ${r.seconds.toFixed(2).padStart(7)} s  ${Math.round(n / r.seconds)
      .toString()
      .padStart(
        7,
      )} vehicles/s  rows written ${r.run.inserted + r.run.updated + r.run.marked}  (${r.run.status}${r.run.error ? `: ${r.run.error}` : ''})` +
    `  event-loop delay p99 ${r.stallMs.p99.toFixed(0)} ms, max ${r.stallMs.max.toFixed(0)} ms, peak RSS ${r.peakMb.toFixed(0)} MB`;
  console.log(line(`full sync ${n}`, full));
  console.log(`   ${full.memory}`);
  console.log(line(`no-op re-sync ${n}`, noop));
  console.log(`   ${noop.memory}`);
  const feed = feedBefore.seconds;
  const tag = `[${serverUrl ? 'PostgreSQL' : 'PGlite'}, ${n}]`;
  report({
    label: `${tag} floor: the feed alone, nothing known (${feedBefore.vehicles} vehicles read, parsed, checked)`,
    value: `${feed.toFixed(2)} s`,
  });
  report({
    label: `${tag} floor: plain binary COPY of the same rows into an empty table (${(copy.bytes / 1e6).toFixed(1)} MB)`,
    value: `${copy.seconds.toFixed(2)} s`,
  });
  report({
    label: `${tag} full sync / (feed + COPY)`,
    value: `${(full.seconds / (feed + copy.seconds)).toFixed(2)}x`,
    goal: '<= 1.5x',
    met: full.seconds / (feed + copy.seconds) <= 1.5,
  });
  report({
    label: `${tag} floor: the feed alone, the stored hashes known (as a re-sync reads it)`,
    value: `${feedKnown.seconds.toFixed(2)} s`,
  });
  report({
    label: `${tag} no-op re-sync / that feed`,
    value: `${(noop.seconds / feedKnown.seconds).toFixed(2)}x`,
    goal: '<= 1.2x',
    met: noop.seconds / feedKnown.seconds <= 1.2,
  });
  await app.close();
  dms?.child.kill();
  await db.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `npm run bench:sync — database: ${serverUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (temporary folder)'}, ` +
    `DMS: ${dmsInProcess ? 'sandbox mounted in this process' : 'sandbox in its own process (BENCH_DMS=process)'}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
for (const n of sizes) await benchOne(n);
printSummary(`Goals (bench:sync, load average now ${nth(os.loadavg(), 0).toFixed(1)}):`);
