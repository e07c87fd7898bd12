/**
 * npx tsx tests/bench/bigBodies.ts — what a 1 MB JSON body (an array of 499,000 zeros in `email`) costs the server,
 * and what it does to everyone else. The server runs in its own process (server/main.ts, PGlite in a temporary
 * folder); the clients run here.
 * - POST /v1/auth/login with that body, BENCH_REQUESTS (default 30) one after the other. Goal: 413 or 400 in < 50 ms.
 * - The same body to a signed-in route (POST /v1/promo): the NUL/lone-surrogate check over every element (figure only).
 * - GET /v1/public/promo p50 over 12 s of reads one after the other, quiet, then while two clients send the 1 MB sign-in
 *   body at the rate (14 in 12 s; goal: p50 at most twice the quiet p50), then back to back (figure only).
 * Prints, asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { Pool } from 'undici';
import { killAll, runServer, signInFirstAdmin } from '../api/helpers/process.ts';
import { ms, percentile, printSummary, report } from './stats.ts';

const requests = Math.max(10, Number(process.env.BENCH_REQUESTS ?? 30));
const GOAL_MS = 50;
const BODY = `{"email":[${Array.from({ length: 499_000 }, () => '0').join(',')}],"password":"x"}`;

console.log(
  `npx tsx tests/bench/bigBodies.ts — body ${(BODY.length / 1e6).toFixed(2)} MB, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-big-bodies-'));
const server = runServer({
  DATA_DIR: dataDir,
  PORT: '0',
  SYNC_INTERVAL: '0',
  DMS_SANDBOX_VEHICLES: '20',
  LOG_LEVEL: 'warn',
});

/** POSTs `body` `times` times one after the other on its own connection; each duration (ms) and the statuses seen. */
async function postMany(pool: Pool, url: string, body: string, times: number, headers: Record<string, string> = {}) {
  const durations: number[] = [];
  const statuses = new Set<number>();
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    const res = await pool.request({
      method: 'POST',
      path: url,
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    await res.body.dump();
    durations.push(performance.now() - t0);
    statuses.add(res.statusCode);
  }
  return { durations, statuses: [...statuses].join(',') };
}

async function getMany(pool: Pool, url: string, times: number): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    const res = await pool.request({ method: 'GET', path: url });
    await res.body.dump();
    durations.push(performance.now() - t0);
  }
  return durations;
}

try {
  const url = await server.url();
  const token = await signInFirstAdmin(url, server.output());
  const pool = new Pool(url, { connections: 1 });
  // Warm-up: the routes' first answers compile their serializers.
  await getMany(pool, '/v1/public/promo', 50);
  await postMany(pool, '/v1/auth/login', BODY, 3);

  const login = await postMany(pool, '/v1/auth/login', BODY, requests);
  const p50 = percentile(login.durations, 50);
  const loginOk = /^(413|400)$/.test(login.statuses);
  report({
    label: `POST /v1/auth/login, 1 MB body, p50 of ${requests} (status ${login.statuses})`,
    value: `${ms(p50)} (p99 ${ms(percentile(login.durations, 99))})`,
    goal: `413 or 400 in < ${GOAL_MS} ms`,
    met: loginOk && p50 < GOAL_MS,
  });

  const signedIn = await postMany(pool, '/v1/promo', BODY, Math.ceil(requests / 3), {
    authorization: `Bearer ${token}`,
  });
  report({
    label: `POST /v1/promo (signed in), 1 MB body, p50 (status ${signedIn.statuses})`,
    value: ms(percentile(signedIn.durations, 50)),
  });

  // Quiet, read for as long as the paced attack below lasts: the same warm code, the same sample size.
  const quietReads: number[] = [];
  for (const t0 = performance.now(); performance.now() - t0 < 12_000;)
    quietReads.push(...(await getMany(pool, '/v1/public/promo', 10)));
  const quiet = percentile(quietReads, 50);
  report({
    label: `GET /v1/public/promo p50, quiet (${quietReads.length} requests in 12 s)`,
    value: `${ms(quiet)} (p99 ${ms(percentile(quietReads, 99))})`,
  });

  /** GET /v1/public/promo p50 while two client processes send the 1 MB sign-in body, each one every `gapMs` (0: back to back). */
  async function underAttack(gapMs: number) {
    const clients = [0, 1].map(() =>
      spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'bigBodyClient.ts')], {
        env: { ...process.env, BIG_URL: url, GAP_MS: String(gapMs) },
        stdio: ['pipe', 'pipe', 'inherit'],
      }),
    );
    const outputs = clients.map((c) => {
      let out = '';
      c.stdout.on('data', (d: Buffer) => (out += d.toString()));
      return { text: () => out, exited: new Promise((r) => c.once('exit', r)) };
    });
    while (!outputs.every((o) => o.text().includes('ready'))) await new Promise((r) => setTimeout(r, 50));
    const t0 = performance.now();
    // As long as the 12 s, so that its 14 bodies arrive during the reads.
    const durations: number[] = [];
    while (performance.now() - t0 < 12_000) durations.push(...(await getMany(pool, '/v1/public/promo', 10)));
    const seconds = (performance.now() - t0) / 1000;
    for (const c of clients) c.stdin.end();
    await Promise.all(outputs.map((o) => o.exited));
    const sent = outputs.reduce((n, o) => n + Number(/sent (\d+)/.exec(o.text())?.[1] ?? 0), 0);
    return { p50: percentile(durations, 50), p99: percentile(durations, 99), sent, seconds, reads: durations.length };
  }
  // The load: two clients, 14 bodies in 12 s.
  const paced = await underAttack(1700);
  report({
    label: `GET /v1/public/promo p50 (${paced.reads}) while 2 clients sent ${paced.sent} 1 MB sign-in bodies in ${paced.seconds.toFixed(1)} s`,
    value: `${ms(paced.p50)} (${(paced.p50 / quiet).toFixed(2)}x quiet; p99 ${ms(paced.p99)})`,
    goal: '≤ 2x quiet',
    met: paced.p50 <= 2 * quiet,
  });
  // As fast as two clients can send them (the clients sent back to back: 14 in 12 s was all the server took).
  const flat = await underAttack(0);
  report({
    label: `GET /v1/public/promo p50 (${flat.reads}), 2 clients sending back to back (${flat.sent} bodies in ${flat.seconds.toFixed(1)} s)`,
    value: `${ms(flat.p50)} (${(flat.p50 / quiet).toFixed(2)}x quiet; p99 ${ms(flat.p99)})`,
    goal: '≤ 2x quiet',
    met: flat.p50 <= 2 * quiet,
  });
  await pool.close();
  printSummary('bigBodies goals');
} finally {
  killAll();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
