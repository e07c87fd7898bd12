/**
 * Part 1: GET /v1/vehicles p50/p99 next to the raw SQL of the same list query, run through the same database
 * handle in the same run (API and SQL requests interleaved, so background load hits both alike).
 * The API requests come from a client in its own process (listClient.ts: node:http, one keep-alive connection),
 * timed there to the answer's last byte: in this process, fetch()'s own work (~1 ms a request) ran on the
 * server's event loop and counted as the API's.
 * The API answers the total from a count cache (5 s TTL): the API figures are what a user sees, misses included.
 * First, the HTTP floor: the same body from a bare node:http server, to the same kind of client.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { vehicleListQuery, vehicleListResponse } from '../../contract/vehicles.ts';
import { authenticate } from '../../server/auth/sessions.ts';
import { listStatement } from '../../server/vehicles/listQuery.ts';
import { toListItem, type ListRow } from '../../server/vehicles/present.ts';
import type { BenchServer } from './benchServer.ts';
import { median, ms, percentile, report, timeEach } from './stats.ts';
import { nth } from '../support/nth.ts';

export const LIST_CASES = [
  { name: 'default page', qs: '' },
  { name: 'search', qs: 'querySearch=toyota' },
  { name: 'sort', qs: 'orderCol=listPrice&orderDirec=asc' },
] as const;

/** The list statement the route runs for these query parameters (the builder server/routes/vehicles.ts uses). */
export function listSql(qs: string) {
  const q = vehicleListQuery.parse(Object.fromEntries(new URLSearchParams(qs)));
  const { text, params, where } = listStatement(q);
  return {
    list: { text, params },
    count: { text: `select count(*)::int as n from vehicles ${where.sql}`, params: where.params },
  };
}

/** Requests of each case sent (and SQL statements run) before measuring. */
const WARM_UP = 200;

const CLIENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'listClient.ts');

/** The client process: `get(path)` resolves with what it measured. */
function listClient(s: Pick<BenchServer, 'url' | 'token'>) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLIENT, s.url, s.token], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    async get(p: string): Promise<{ ms: number; total: number }> {
      child.stdin.write(`${p}\n`);
      const next = await lines.next();
      if (next.done) throw new Error('the list client stopped');
      const r = JSON.parse(next.value) as { ms: number; status: number; rows: number; total: number };
      if (r.status !== 200 || r.rows <= 0) throw new Error(`${p}: ${r.status}, ${r.rows} rows`);
      return r;
    },
    close: () => child.stdin.end(),
  };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/**
 * The floor under every API figure above: a bare node:http server in this process answering the default page's
 * body (fetched once from the API) as a constant, timed by the same kind of client. No route, hook, database or
 * serialisation: what loopback HTTP alone costs on this machine.
 */
async function benchHttpFloor(s: BenchServer, requests: number, tag: string): Promise<void> {
  const page = await fetch(`${s.url}/v1/vehicles`, { headers: { authorization: `Bearer ${s.token}` } });
  const body = Buffer.from(await page.arrayBuffer());
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const { port } = bare.address() as { port: number };
  const client = listClient({ url: `http://127.0.0.1:${port}`, token: s.token });
  try {
    for (let i = 0; i < WARM_UP; i++) await client.get('/');
    const times: number[] = [];
    for (let i = 0; i < requests; i++) times.push((await client.get('/')).ms);
    report({
      label: `[${tag}] HTTP floor: bare node:http answering the same ${(body.length / 1000).toFixed(0)} kB, same client, p50`,
      value: ms(median(times)),
    });
  } finally {
    client.close();
    await new Promise((resolve) => bare.close(resolve));
  }
}

export async function benchListLatency(s: BenchServer, requests: number, tag: string): Promise<void> {
  await benchHttpFloor(s, requests, tag);
  const client = listClient(s);
  try {
    for (const c of LIST_CASES) {
      const path = `/v1/vehicles${c.qs ? `?${c.qs}` : ''}`;
      const sql = listSql(c.qs);
      // Warm-up: plans, connections, and V8's optimised code for the route's JavaScript, as on a server that has
      // been answering for a while. With 5 warm-up requests most measured ones ran unoptimised code: the work after
      // the SQL took 1.0 ms a request over requests 20-80 and 0.47 ms over requests 20-320 (PGlite).
      for (let i = 0; i < WARM_UP; i++) {
        await client.get(path);
        await s.db.prepared(sql.list.text, sql.list.params);
      }
      const api: number[] = [];
      const list: number[] = [];
      const count: number[] = [];
      let total = 0;
      for (let i = 0; i < requests; i++) {
        // Prepared, as the route runs it.
        list.push(await timed(() => s.db.prepared(sql.list.text, sql.list.params)));
        const r = await client.get(path);
        api.push(r.ms);
        total = r.total;
        if (i % 5 === 0) count.push(await timed(() => s.db.query(sql.count.text, sql.count.params)));
      }
      const ratio = median(api) / median(list);
      const label = `[${tag}] GET ${path} (${requests} sequential from another process, total ${total})`;
      report({ label: `${label} API p50/p99`, value: `${ms(median(api))} / ${ms(percentile(api, 99))}` });
      report({
        label: `[${tag}] same list SQL via db.query p50/p99`,
        value: `${ms(median(list))} / ${ms(percentile(list, 99))}`,
      });
      report({ label: `[${tag}] same filter count(*) SQL p50 (cached 5 s by the API)`, value: ms(median(count)) });
      report({
        label: `[${tag}] ${c.name}: API p50 / SQL p50`,
        value: `${ratio.toFixed(2)}x`,
        goal: '<= 1.5x',
        met: ratio <= 1.5,
      });
    }
  } finally {
    client.close();
  }
}

/** The plan of each list statement (printed once, for the notes). */
export async function explainList(s: BenchServer, tag: string): Promise<void> {
  for (const c of LIST_CASES) {
    const { list } = listSql(c.qs);
    const rows = await s.db.query<Record<string, string>>(`explain ${list.text}`, list.params);
    const plan = rows
      .map((r) => nth(Object.values(r), 0))
      .filter((l) => /Scan|Sort|Limit/.test(l))
      .map((l) => l.trim().replace(/\s+\(cost.*$/, ''));
    console.log(`[${tag}] plan ${c.name}: ${plan.join(' <- ')}`);
  }
}

/**
 * Where the API's time beyond the list SQL goes, per default-page request (each step alone, in this process):
 * the session lookup every request makes, the uncached count and summary, building the items, zod's encoding of
 * the answer (the route's response serializer) against plain JSON.stringify.
 */
export async function listBreakdown(s: BenchServer, tag: string): Promise<void> {
  const { list, count } = listSql('');
  const rows = await s.db.query<ListRow>(list.text, list.params);
  const summary = await s.app.inventory.sync.summary();
  const items = rows.map(toListItem);
  const body = { data: items, total: 0, totalResults: summary.counts, lastUpdated: summary.lastUpdated };
  const encode = serializerCompiler({
    schema: vehicleListResponse,
    method: 'GET',
    url: '/v1/vehicles',
  } as unknown as Parameters<typeof serializerCompiler>[0]) as (data: unknown) => string;
  // [name, step, warm-up runs]: the in-memory steps warm up as the route's code has (see WARM_UP), the queries less.
  const steps: Array<[string, () => Promise<unknown>, number]> = [
    ['session lookup (authenticate, every request)', () => authenticate(s.app.ctx, s.token), WARM_UP],
    ['count(*) (cached 5 s)', () => s.db.query(count.text, count.params), 5],
    ['sync summary (cached 2 s)', () => s.app.inventory.sync.summary(), 5],
    ['toListItem x20', async () => rows.map(toListItem), WARM_UP],
    ['zod response encode + stringify', async () => encode(body), WARM_UP],
    ['JSON.stringify alone', async () => JSON.stringify(body), WARM_UP],
  ];
  const parts: string[] = [];
  for (const [name, fn, warm] of steps) {
    await timeEach(warm, fn);
    parts.push(`${name} ${median(await timeEach(30, fn)).toFixed(2)} ms`);
  }
  report({
    label: `[${tag}] default page, p50 of each step alone (${(JSON.stringify(body).length / 1000).toFixed(0)} kB answer)`,
    value: parts.join('; '),
  });
}
