/**
 * npm run bench:bodyTypes — the body-type cards (issue 17) at BENCH_VEHICLES (default 100,000) vehicles: GET
 * /v1/body-types and GET /v1/body-types/available, p50/p99 over BENCH_REQUESTS (default 300) requests each, one
 * after the other on one keep-alive connection. Goal: p50 ≤ 20 ms. The counts per body value are kept in
 * body_value_counts (rebuilt by each sync, moved by each Show-on-FE change), so neither call reads the vehicles;
 * the bench also prints what keeping them costs: the rebuild at the end of a sync, and a Show-on-FE change of 100.
 * The server is tests/bench/benchServer.ts (a real sync fills the inventory from the sandbox DMS; BENCH_KEEP=1 keeps
 * it). Database: PGlite in a temporary folder, or BENCH_DATABASE_URL (PostgreSQL). Prints, asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AvailableBodyValue, BodyTypeList } from '../../contract/bodyTypes.ts';
import { rebuildBodyValueCounts } from '../../server/bodyTypes/counts.ts';
import { startBenchServer } from './benchServer.ts';
import { ms, percentile, printSummary, report } from './stats.ts';
import { timedGet } from './timedGet.ts';
import { nth, firstOf } from '../support/nth.ts';

const vehicles = Number(process.env.BENCH_VEHICLES ?? 100_000);
const requests = Math.max(50, Number(process.env.BENCH_REQUESTS ?? 300));
const serverUrl = process.env.BENCH_DATABASE_URL;
const keep = process.env.BENCH_KEEP === '1';
const tag = serverUrl ? 'PostgreSQL' : 'PGlite';
const GOAL_MS = 20;

console.log(
  `npm run bench:bodyTypes — ${vehicles} vehicles, database: ${serverUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (temporary folder)'}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-body-types-'));
try {
  const t0 = performance.now();
  const s = await startBenchServer({ vehicles, serverUrl, distDir, keep });
  console.log(
    `server up with ${vehicles} vehicles in ${((performance.now() - t0) / 1000).toFixed(1)} s (sync fill ${s.fillSeconds.toFixed(1)} s)`,
  );
  const headers = { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' };
  try {
    // A database kept from before the body values existed gets them from one more sync (every record's hash changed).
    const [{ n: withValue }] = firstOf(
      await s.db.query<{ n: number }>('select count(*)::int as n from vehicles where body_value is not null'),
      1,
    );
    if (withValue === 0) {
      await s.app.inventory.sync.start('manual');
      await s.app.inventory.sync.idle();
    }
    // A third of the inventory on the front end, then the counts as a sync leaves them.
    await s.db.query(
      'update vehicles set active = (hashtext(stockid) % 3 = 0) where active is distinct from (hashtext(stockid) % 3 = 0)',
    );
    const r0 = performance.now();
    await rebuildBodyValueCounts(s.db);
    report({ label: `[${tag}] body_value_counts rebuild (end of every sync)`, value: ms(performance.now() - r0) });

    // Cards as a retailer has them: each shape's spellings on one card, a few values left in the pool.
    const pool = (
      (await (await fetch(`${s.url}/v1/body-types/available`, { headers })).json()) as { data: AvailableBodyValue[] }
    ).data;
    const current = (await (await fetch(`${s.url}/v1/body-types`, { headers })).json()) as BodyTypeList;
    const values = pool.map((v) => v.value);
    const cards = Array.from({ length: 8 }, (_, i) => ({
      carBody: `Shape ${i + 1}`,
      dmsBodyValues: values.filter((_, j) => j % 10 === i),
      isCampaignActive: false,
    }));
    const saved = await fetch(`${s.url}/v1/body-types`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ cards, version: current.version }),
    });
    if (saved.status !== 200) throw new Error(`saving the cards failed: ${saved.status} ${await saved.text()}`);
    console.log(
      `${values.length} body values, ${cards.length} cards holding ${cards.reduce((n, c) => n + c.dmsBodyValues.length, 0)} of them`,
    );

    const get = timedGet(s.url, s.token);
    try {
      for (const [label, url] of [
        ['GET /v1/body-types', '/v1/body-types'],
        ['GET /v1/body-types/available', '/v1/body-types/available'],
      ] as const) {
        for (let i = 0; i < 20; i++) await get(url); // warm-up
        const times: number[] = [];
        for (let i = 0; i < requests; i++) {
          const r = await get(url);
          if (r.status !== 200) throw new Error(`${url}: ${r.status} ${r.body}`);
          times.push(r.ms);
        }
        const p50 = percentile(times, 50);
        report({
          label: `[${tag}] ${label} p50 (${requests} requests, ${vehicles} vehicles)`,
          value: ms(p50),
          goal: `≤ ${GOAL_MS} ms`,
          met: p50 <= GOAL_MS,
        });
        report({ label: `[${tag}] ${label} p99`, value: ms(percentile(times, 99)) });
      }
    } finally {
      get.close();
    }

    const [{ ids }] = firstOf(
      await s.db.query<{ ids: string[] }>(
        'select array_agg(stockid) as ids from (select stockid from vehicles where not active order by stockid limit 100) v',
      ),
      1,
    );
    const b0 = performance.now();
    const shown = await fetch(`${s.url}/v1/vehicles/bulk-active`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ids, active: true }),
    });
    if (shown.status !== 200) throw new Error(`bulk-active: ${shown.status}`);
    report({
      label: `[${tag}] PUT /v1/vehicles/bulk-active, 100 vehicles (counts moved in the same statement)`,
      value: ms(performance.now() - b0),
    });
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
