/**
 * Part 6: the server's CPU per request against its floor, measured in the same run on the same data (issue 26).
 * CPU is this process's (process.cpuUsage(): user + system, all its threads): the server runs in the bench's
 * process (benchServer.ts) and autocannon in a child process, so the delta over an autocannon run is the server's
 * own work. On PGlite that includes the queries; on PostgreSQL only the driver's side of them.
 * The floor of each path is the sum of
 *   - its SQL through the same database handle (the same pool, prepared as the route runs it), 10 at a time;
 *   - a bare Fastify route in this process answering the same bytes as a constant, through the same autocannon.
 * Goal: the API's CPU per request at most 1.5x the floor's.
 */
import Fastify from 'fastify';
import { listSql } from './listLatency.ts';
import type { BenchServer } from './benchServer.ts';
import { report } from './stats.ts';
import { autocannon } from './throughput.ts';
import { FULL_COLUMNS } from '../../server/vehicles/load.ts';

/** CPU ms per unit of work over `run`, from process.cpuUsage(). */
async function cpuPer(units: number, run: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / units;
}

/** `amount` requests at 10 connections; CPU ms per request, with the non-2xx count. */
async function cpuPerRequest(url: string, headers: Record<string, string>, amount: number) {
  const args = [
    '-c',
    '10',
    '-a',
    String(amount),
    '-j',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
    url,
  ];
  let bad = 0;
  const cpu = await cpuPer(amount, async () => {
    const r = await autocannon(args);
    bad = r.errors + r.timeouts + r.non2xx;
  });
  return { cpu, bad };
}

/** The same SQL `amount` times, 10 in flight, through the server's own database handle. */
const sqlCpu = (s: BenchServer, text: string, params: unknown[], amount: number) =>
  cpuPer(amount, async () => {
    let left = amount;
    const worker = async () => {
      while (left-- > 0) await s.db.prepared(text, params);
    };
    await Promise.all(Array.from({ length: 10 }, worker));
  });

/** A bare Fastify app answering `body` as a constant JSON at GET /. */
async function bareRoute(body: Buffer) {
  const bare = Fastify({ logger: false });
  bare.get('/', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const { port } = bare.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => bare.close() };
}

export async function benchCpuFloor(s: BenchServer, stockId: string, tag: string, amount: number): Promise<void> {
  const auth = { authorization: `Bearer ${s.token}` };
  const cases = [
    { name: 'list page', path: '/v1/vehicles', sql: [listSql('').list], aim: 0.5 },
    // The console's rows (the first picture and the count): the same page with the slim list part.
    { name: 'list page, slim (console)', path: '/v1/vehicles?slim=true', sql: [listSql('slim=true').list], aim: 0.5 },
    {
      name: 'one vehicle',
      path: `/v1/vehicles/${encodeURIComponent(stockId)}`,
      sql: [{ text: `select ${FULL_COLUMNS} from vehicles where stockid = $1`, params: [stockId] }],
      aim: 0.2,
    },
  ];
  for (const c of cases) {
    const body = Buffer.from(await (await fetch(s.url + c.path, { headers: auth })).arrayBuffer());
    const bare = await bareRoute(body);
    try {
      // Warm-up of each (V8's optimised code, plans, connections), then the measured runs, interleaved.
      await cpuPerRequest(s.url + c.path, auth, Math.min(500, amount));
      await cpuPerRequest(bare.url, {}, Math.min(500, amount));
      for (const q of c.sql) await sqlCpu(s, q.text, q.params, Math.min(500, amount));
      const api = await cpuPerRequest(s.url + c.path, auth, amount);
      let sql = 0;
      for (const q of c.sql) sql += await sqlCpu(s, q.text, q.params, amount);
      const http = (await cpuPerRequest(bare.url, {}, amount)).cpu;
      const floor = sql + http;
      const ratio = api.cpu / floor;
      const cmd = `npx autocannon -c 10 -a ${amount} ${c.path}`;
      report({
        label: `[${tag}] ${c.name}: ${cmd}, server CPU per request${api.bad ? ` (${api.bad} errors/non-2xx)` : ''}`,
        value: `${api.cpu.toFixed(3)} ms`,
        goal: `aim <= ${c.aim} ms on a quiet machine`,
        met: api.cpu <= c.aim && api.bad === 0,
      });
      report({
        label: `[${tag}] ${c.name} floor: its SQL x${amount} (10 in flight) ${sql.toFixed(3)} ms + bare Fastify route, same ${(body.length / 1000).toFixed(1)} kB, ${http.toFixed(3)} ms`,
        value: `${floor.toFixed(3)} ms`,
      });
      report({
        label: `[${tag}] ${c.name}: server CPU / floor's`,
        value: `${ratio.toFixed(2)}x`,
        goal: '<= 1.5x',
        met: ratio <= 1.5,
      });
    } finally {
      await bare.close();
    }
  }
}
