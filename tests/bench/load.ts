/**
 * npm run bench:load — the product under load: on PostgreSQL two API instances (issue 20, "Load"); without a server
 * URL the embedded default, one instance on PGlite (issue 26's memory goals, 15,000 vehicles):
 *   d. 1,000 event-stream clients (GET /v1/vehicles/update-all, spread over both instances) connected during the sync
 *      of 10,000 vehicles that seeds the inventory: does every client receive the completion?
 *   a. the cars list (GET /v1/vehicles), b. the public content API, c. sign-ins mixed with reads:
 *      autocannon at 100 connections (50 on each instance) for BENCH_SECONDS (30) s each.
 * Prints per scenario the errors (non-2xx where a 2xx is expected, timeouts, resets), p50/p99, req/s and each
 * instance's peak RSS and its idle RSS after the scenario (BENCH_IDLE_SECONDS, 10 s, without requests); goals: 0
 * errors, every event-stream client gets the completion, no instance past 400 MB on PostgreSQL; on PGlite idle
 * <= 250 MB, peak during the sync <= 400 MB, peak under load <= 450 MB.
 * Database: BENCH_DATABASE_URL or DATABASE_URL (a PostgreSQL server; a database is created and dropped), else PGlite.
 * BENCH_VEHICLES (10000 on PostgreSQL, 15000 on PGlite), BENCH_CLIENTS (1000; 500 on PGlite), BENCH_CONNECTIONS (100), BENCH_SIGNIN_EVERY (4: one sign-in in four
 * requests in part c), BENCH_PARTS ("d,a,b,c"; d seeds the inventory, the others need it), BENCH_DMS ("process": the
 * sandbox DMS as its own process, as a real DMS is; "embedded", PGlite only: inside the instance, as `npm start` runs
 * it without DMS_URL, so the instance's memory includes the DMS's), BENCH_PAGE_SIZE (the sync's feed pages: 1000, the
 * product's default is 500).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { LoadRequest, LoadResult, LoadRun } from './loadCannon.ts';
import { currentRssMb, startCluster, type Cluster } from './loadCluster.ts';
import { formatParts, rssParts } from './rssParts.ts';
import { printSummary, report } from './stats.ts';
import { nth } from '../support/nth.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const vehicles = Number(process.env.BENCH_VEHICLES ?? (serverUrl ? 10_000 : 15_000));
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
// 500 per instance, as on PostgreSQL's two: one instance's 1,000 streams and the bench's own requests meet its MAX_CONNECTIONS (1,000).
const clients = Number(process.env.BENCH_CLIENTS ?? (serverUrl ? 1000 : 500));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** One sign-in among this many requests in part c (each connection sends them in turn). */
const signInEvery = Math.max(1, Number(process.env.BENCH_SIGNIN_EVERY ?? 4));
const embeddedDms = process.env.BENCH_DMS === 'embedded';
if (embeddedDms && serverUrl)
  throw new Error('BENCH_DMS=embedded runs the PGlite instance only; unset BENCH_DATABASE_URL');
const parts = new Set((process.env.BENCH_PARTS ?? 'd,a,b,c').split(',').map((p) => p.trim()));
/** Peak RSS goals per instance: PostgreSQL (issue 20); PGlite's during the sync and under load, and idle (issue 26). */
const MAX_RSS_MB = serverUrl ? 400 : 450;
const MAX_SYNC_RSS_MB = 400;
const MAX_IDLE_RSS_MB = serverUrl ? 400 : 250;
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** A script of this folder as its own process, spoken to in lines of JSON. */
function child(script: string, arg: unknown) {
  const c = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, script), JSON.stringify(arg)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  process.once('exit', () => c.kill());
  const lines = readline.createInterface({ input: c.stdout })[Symbol.asyncIterator]();
  return {
    send: (line: string) => c.stdin.write(`${line}\n`),
    async next<T>(): Promise<T> {
      const n = await lines.next();
      if (n.done) throw new Error(`${script} stopped without an answer`);
      return JSON.parse(n.value) as T;
    },
  };
}

const memory = (cluster: Cluster) => cluster.instances.map((i) => `${i.name} ${Math.round(i.peakMb)} MB`).join(', ');
/** Where each instance's memory was at its peak and is now (rssParts.ts): what the RSS goals are made of. */
const printParts = async (cluster: Cluster, when: 'peak' | 'idle') => {
  for (const inst of cluster.instances) {
    const parts = when === 'peak' ? inst.peakParts : rssParts(inst.child.pid);
    console.log(`   ${inst.name} ${when === 'peak' ? 'near its peak' : 'idle'}: ${formatParts(parts)}`);
    if (when === 'idle') console.log(`     ${await mainHeap(inst.url)}`);
  }
};

/** The main thread's V8 heap (committed, of it the young generation, and used), from the instance's /metrics. */
async function mainHeap(url: string): Promise<string> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const mb = (re: RegExp) => Math.round(Number(re.exec(text)?.[1] ?? NaN) / 2 ** 20);
  const young = mb(/^nodejs_heap_space_size_total_bytes\{space="new"\} (\S+)/m);
  return `main thread's V8 heap: ${mb(/^nodejs_heap_size_total_bytes (\S+)/m)} MB committed (young generation ${young}), ${mb(/^nodejs_heap_size_used_bytes (\S+)/m)} MB used`;
}
const memoryMet = (cluster: Cluster, max = MAX_RSS_MB) => cluster.instances.every((i) => i.peakMb <= max);

/** Each instance's RSS once it has had `idleSeconds` without requests after a scenario (the lowest sample of the last 2 s). */
async function idle(cluster: Cluster, name: string) {
  await new Promise((r) => setTimeout(r, Math.max(0, idleSeconds - 2) * 1000));
  const low = cluster.instances.map(() => Infinity);
  for (let i = 0; i < 10; i++) {
    cluster.instances.forEach((inst, k) => (low[k] = Math.min(nth(low, k), currentRssMb(inst))));
    await new Promise((r) => setTimeout(r, 200));
  }
  await printParts(cluster, 'idle');
  report({
    label: `${name}: idle RSS per instance, ${idleSeconds} s after`,
    value: cluster.instances.map((inst, k) => `${inst.name} ${Math.round(nth(low, k))} MB`).join(', '),
    goal: `<= ${MAX_IDLE_RSS_MB} MB`,
    met: low.every((mb) => mb <= MAX_IDLE_RSS_MB),
  });
}

/** d: event-stream clients on both instances while a sync runs; the sync is started on the first instance. */
async function eventStreams(cluster: Cluster) {
  console.log(
    `-- d. ${clients} event-stream clients during a sync of ${vehicles} vehicles (load average ${nth(os.loadavg(), 0).toFixed(1)})`,
  );
  const events = child('loadEvents.ts', { urls: cluster.instances.map((i) => i.url), token: cluster.token, clients });
  const opened = await events.next<{ connected: number; refused: number }>();
  console.log(`   ${opened.connected} streams open (${opened.refused} refused)`);
  cluster.resetPeaks();
  const t0 = performance.now();
  const start = await fetch(`${nth(cluster.instances, 0).url}/v1/vehicles`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${cluster.token}` },
  });
  if (start.status !== 202) throw new Error(`PUT /v1/vehicles answered ${start.status}: ${await start.text()}`);
  events.send('wait');
  const got = await events.next<{
    finished: number;
    failed: number;
    ended: number;
    missing: number;
    lastFinishedMs: number | null;
  }>();
  const syncSeconds = (performance.now() - t0) / 1000;
  // Through the API, as on PGlite nothing else may open the instance's database.
  const auth = { headers: { authorization: `Bearer ${cluster.token}` } };
  const status = (await (await fetch(`${nth(cluster.instances, 0).url}/v1/sync/status`, auth)).json()) as {
    runs: Array<{ status: string; inserted: number; error: string | null }>;
  };
  const run = nth(status.runs, 0);
  const n = ((await (await fetch(`${nth(cluster.instances, 0).url}/v1/vehicles`, auth)).json()) as { total: number })
    .total;
  report({
    label: `d. sync run (started on A): ${run.status}, ${run.inserted} inserted, ${n} vehicles stored`,
    value: `${syncSeconds.toFixed(1)} s`,
    goal: 'succeeded',
    met: run.status === 'succeeded' && n === vehicles,
  });
  if (run.error) console.log(`   sync error: ${run.error}`);
  report({
    label: `d. event-stream clients that received the completion ('finished'; ${got.failed} 'failed', ${got.ended} closed early)`,
    value: `${got.finished} / ${clients}${got.lastFinishedMs === null ? '' : ` (last ${got.lastFinishedMs} ms after the start)`}`,
    goal: `all ${clients}`,
    met: got.finished === clients,
  });
  const syncMax = serverUrl ? MAX_RSS_MB : MAX_SYNC_RSS_MB;
  report({
    label: 'd. peak RSS per instance',
    value: memory(cluster),
    goal: `<= ${syncMax} MB`,
    met: memoryMet(cluster, syncMax),
  });
  await printParts(cluster, 'peak');
  await idle(cluster, 'd');
}

/** One autocannon process per instance, the connections split evenly; the results side by side. */
async function hammer(cluster: Cluster, name: string, requests: LoadRequest[], note = '') {
  console.log(`-- ${name} (load average ${nth(os.loadavg(), 0).toFixed(1)})`);
  cluster.resetPeaks();
  const each = Math.max(1, Math.round(connections / cluster.instances.length));
  const results = await Promise.all(
    cluster.instances.map((inst) =>
      child('loadCannon.ts', {
        url: inst.url,
        connections: each,
        seconds,
        requests,
      } satisfies LoadRun).next<LoadResult>(),
    ),
  );
  let errors = 0;
  let total = 0;
  results.forEach((r, i) => {
    const bad = r.non2xx + r.errors;
    errors += bad;
    total += r.requests.average;
    const codes = Object.entries(r.statusCodeStats)
      .map(([code, s]) => `${code}×${s.count}`)
      .join(' ');
    console.log(
      `   ${nth(cluster.instances, i).name}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms; ` +
        `non-2xx ${r.non2xx}, errors ${r.errors} (timeouts ${r.timeouts}, resets ${r.resets}); ${codes}`,
    );
  });
  const p50 = Math.max(...results.map((r) => r.latency.p50));
  const p99 = Math.max(...results.map((r) => r.latency.p99));
  report({
    label: `${name}: ${connections} connections, ${seconds} s; errors (non-2xx, timeouts, resets)`,
    value: String(errors),
    goal: '0',
    met: errors === 0,
  });
  report({
    label: `${name}: req/s over both instances (worst instance's p50/p99 ${p50}/${p99} ms)${note}`,
    value: `${Math.round(total)} req/s`,
  });
  report({
    label: `${name}: peak RSS per instance`,
    value: memory(cluster),
    goal: `<= ${MAX_RSS_MB} MB`,
    met: memoryMet(cluster),
  });
  await printParts(cluster, 'peak');
  await idle(cluster, name.slice(0, 2));
  return { total, results };
}

/** Published content for the public API (menu items); the nine finance pins are seeded by a fresh install. */
async function publishContent(cluster: Cluster) {
  const titles = [
    'Buy a car',
    'Sell your car',
    'Finance',
    'Warranty',
    'Electric cars',
    'Ride-share',
    'Blog',
    'Contact us',
  ];
  for (const [i, title] of titles.entries()) {
    const res = await fetch(`${nth(cluster.instances, 0).url}/v1/menuItems/createMenu`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cluster.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title, linkPath: `/page-${i}` }),
    });
    if (res.status >= 300) throw new Error(`createMenu: ${res.status} ${await res.text()}`);
  }
}

/** Staff accounts the sign-in scenario spreads its sign-ins over. */
const STAFF = 25;

async function main() {
  console.log(
    `npm run bench:load — ${serverUrl ? 'PostgreSQL, 2 API instances' : 'PGlite, 1 API instance'}, the sandbox DMS ${embeddedDms ? 'inside it' : 'in its own process'}, ${vehicles} vehicles, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const team = Array.from({ length: STAFF }, (_, i) => `staff${i + 1}@example.com`);
  const cluster = await startCluster({ serverUrl, embeddedDms, vehicles, instances: 2, staff: team });
  console.log(`   each instance: ${cluster.command}`);
  console.log(
    `   database ${cluster.database}; instances ${cluster.instances.map((i) => `${i.name} ${i.url} (pid ${i.child.pid})`).join(', ')}`,
  );
  try {
    await idle(cluster, 'started, no inventory yet');
    if (parts.has('d')) await eventStreams(cluster);
    const auth = { authorization: `Bearer ${cluster.token}` };
    if (parts.has('a')) await hammer(cluster, 'a. cars list', [{ method: 'GET', path: '/v1/vehicles', headers: auth }]);
    if (parts.has('b')) {
      await publishContent(cluster);
      await hammer(cluster, 'b. public content API', [
        { method: 'GET', path: '/v1/public/menuItems' },
        { method: 'GET', path: '/v1/public/finance-pins' },
        { method: 'GET', path: '/v1/public/promo' },
        { method: 'GET', path: '/v1/public/body-types' },
      ]);
    }
    if (parts.has('c')) {
      // Correct passwords (failures would meet the login throttle rather than measure sign-ins), for a team of
      // staff: one account signed into from 100 connections at once is no one's traffic, and the throttle counts
      // an account's attempts in flight. The colleagues share the first admin's password hash.
      if (cluster.kind === 'postgres')
        await cluster.query(
          `insert into users (email, role, status, password_hash) select s.email, 'admin', 'active', u.password_hash from users u,
         unnest(array[${team.map((e) => `'${e}'`).join(',')}]) as s(email) where u.email = '${cluster.email}' on conflict do nothing`,
        );
      const login: LoadRequest = {
        method: 'POST',
        path: '/v1/auth/login',
        bodies: team.map((email) => JSON.stringify({ email, password: cluster.password })),
      };
      const reads: LoadRequest[] = [
        { method: 'GET', path: '/v1/vehicles', headers: auth },
        { method: 'GET', path: '/v1/vehicles?page=1&pageSize=50', headers: auth },
        { method: 'GET', path: '/v1/public/menuItems' },
      ];
      const cycle = [login, ...Array.from({ length: signInEvery - 1 }, (_, i) => nth(reads, i % reads.length))];
      const { total } = await hammer(
        cluster,
        `c. sign-ins mixed with reads (1 sign-in in ${signInEvery} requests)`,
        cycle,
      );
      report({
        label: `c. sign-ins per second (1 in ${signInEvery} requests; each verifies an argon2id hash: 19 MiB, t=2)`,
        value: `${(total / signInEvery).toFixed(1)} /s`,
      });
    }
    console.log(
      `   overall peak RSS: ${cluster.instances.map((i) => `${i.name} ${Math.round(i.overallPeakMb)} MB`).join(', ')}`,
    );
  } finally {
    await cluster.close();
  }
  printSummary('Goals (bench:load)');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
