/**
 * Part 2: requests per second at 10 connections, 10 s each, with the autocannon CLI in a child process
 * (loopback; the server keeps this process's event loop to itself). The issue sets these goals on a PostgreSQL
 * server; PGlite's figures are printed for comparison.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchServer } from './benchServer.ts';
import { report } from './stats.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = path.join(root, 'node_modules/autocannon/autocannon.js');

export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers per status code ('200', '304', ...). */
  statusCodeStats: Record<string, { count: number }>;
}

/** The autocannon CLI (`-j`) in a child process; its JSON result. */
export function autocannon(args: string[]): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      try {
        resolve(JSON.parse(out) as AutocannonResult);
      } catch {
        reject(new Error(`autocannon output not JSON: ${out.slice(0, 300)} ${err.slice(0, 300)}`));
      }
    });
  });
}

export async function benchThroughput(s: BenchServer, stockId: string, tag: string, seconds: number): Promise<void> {
  const cases = [
    { name: 'default page', path: '/v1/vehicles', goal: 500 },
    { name: 'search', path: '/v1/vehicles?querySearch=toyota', goal: 200 },
    { name: 'one vehicle by stock id', path: `/v1/vehicles/${encodeURIComponent(stockId)}`, goal: 2000 },
  ];
  for (const c of cases) {
    const args = ['-c', '10', '-d', String(seconds), '-j', '-H', `authorization=Bearer ${s.token}`, s.url + c.path];
    const r = await autocannon(args);
    const bad = r.errors + r.timeouts + r.non2xx;
    const shown = `npx autocannon -c 10 -d ${seconds} -H authorization=… ${c.path}`;
    const label = `[${tag}] ${shown} req/s (p50/p99 ${r.latency.p50}/${r.latency.p99} ms${bad ? `, ${bad} errors/non-2xx` : ''})`;
    const value = `${Math.round(r.requests.average)} req/s`;
    if (s.kind === 'postgres')
      report({ label, value, goal: `>= ${c.goal}`, met: r.requests.average >= c.goal && bad === 0 });
    else report({ label: `${label}${bad ? ' FAILED REQUESTS' : ''}`, value });
  }
}
