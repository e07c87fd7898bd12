/**
 * npm run bench:vehicles — the vehicle inventory at BENCH_VEHICLES (default 10,000; the figures: 100000) vehicles, one filled
 * database for the whole run:
 *   1. GET /v1/vehicles p50/p99 (default page, search, sort) next to the raw SQL of the same query;
 *   2. req/s at 10 connections (autocannon, BENCH_SECONDS s each): default page, search, one vehicle;
 *   3. CSV export of every vehicle: seconds, extra RSS, row count;
 *   4. console initial JS, gzip;
 *   5. navigation → rows visible on /admin/cars-list in headless Chromium, cold and warm;
 *   6. server CPU per request (list page, one vehicle) against its floor in the same run (cpuFloor.ts).
 * Database: PGlite in a temporary folder, or BENCH_DATABASE_URL (PostgreSQL; a database is created and dropped).
 * BENCH_PARTS (e.g. "1,2") runs only some parts; BENCH_KEEP=1 keeps the filled database for the next run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBenchServer } from './benchServer.ts';
import { benchInitialJs, benchNavigation, buildConsole } from './consoleBench.ts';
import { benchCpuFloor } from './cpuFloor.ts';
import { benchExport } from './exportBench.ts';
import { benchListLatency, explainList, listBreakdown } from './listLatency.ts';
import { printSummary, report } from './stats.ts';
import { benchThroughput } from './throughput.ts';
import { nth, firstOf } from '../support/nth.ts';

const vehicles = Number(process.env.BENCH_VEHICLES ?? 10_000);
const requests = Math.max(50, Number(process.env.BENCH_REQUESTS ?? 300));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Requests per measured run of part 6. */
const cpuRequests = Number(process.env.BENCH_CPU_REQUESTS ?? 3000);
const runs = Number(process.env.BENCH_NAV_RUNS ?? 9);
const parts = new Set((process.env.BENCH_PARTS ?? '1,2,3,4,5,6').split(',').map((p) => p.trim()));
const serverUrl = process.env.BENCH_DATABASE_URL;
const keep = process.env.BENCH_KEEP === '1';
const tag = serverUrl ? 'PostgreSQL' : 'PGlite';

console.log(
  `npm run bench:vehicles — ${vehicles} vehicles, database: ${serverUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (temporary folder)'}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

/** Other work on this 2-core machine shows in every figure: each part says how busy it was. */
const load = (part: string) => console.log(`-- ${part} (load average ${nth(os.loadavg(), 0).toFixed(1)})`);

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-console-'));
try {
  if (parts.has('4') || parts.has('5')) {
    const t0 = performance.now();
    buildConsole(distDir);
    console.log(`npx vite build --outDir ${distDir}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  if (parts.has('4')) benchInitialJs(distDir, 'console');

  const t0 = performance.now();
  const s = await startBenchServer({ vehicles, serverUrl, distDir, keep });
  console.log(
    `server up with ${vehicles} vehicles in ${((performance.now() - t0) / 1000).toFixed(1)} s (sync fill ${s.fillSeconds.toFixed(1)} s${s.fillSeconds === 0 ? ', kept database reused' : ''})`,
  );
  try {
    if (parts.has('1')) {
      load('1. list latency, API vs SQL');
      await explainList(s, tag);
      await benchListLatency(s, requests, tag);
      await listBreakdown(s, tag);
    }
    const [one] = firstOf(
      await s.db.query<{ stockid: string }>('select stockid from vehicles order by stockid offset $1 limit 1', [
        Math.floor(vehicles / 2),
      ]),
      1,
    );
    if (parts.has('6')) {
      load('6. server CPU per request against its floor');
      await benchCpuFloor(s, one.stockid, tag, cpuRequests);
    }
    if (parts.has('2')) {
      load('2. req/s at 10 connections');
      await benchThroughput(s, one.stockid, tag, seconds);
    }
    if (parts.has('3')) {
      load('3. CSV export');
      await benchExport(s, vehicles, tag);
    }
    if (parts.has('5')) {
      load('5. navigation to rows in Chromium');
      await benchNavigation(s, runs, tag);
    }
  } finally {
    await s.close();
  }
} catch (err) {
  report({
    label: `[${tag}] bench failed`,
    value: String(err instanceof Error ? (err.stack ?? err.message) : err),
    goal: 'no failure',
    met: false,
  });
  process.exitCode = 1;
} finally {
  fs.rmSync(distDir, { recursive: true, force: true });
}
printSummary(`Goals (${tag}, ${vehicles} vehicles, load average now ${nth(os.loadavg(), 0).toFixed(1)}):`);
