/**
 * One autocannon run in its own process (load.ts starts one per instance, so the clients never share an event loop
 * with each other or with the bench): `tsx tests/bench/loadCannon.ts '<json LoadRun>'`, prints the result as one
 * line of JSON. Programmatic autocannon, because a run may mix requests (sign-ins among reads), which the CLI cannot.
 */
import { createRequire } from 'node:module';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Bodies taken in turn, one per request sent (spreads sign-ins over several accounts); replaces `body`. */
  bodies?: string[];
}

export interface LoadRun {
  url: string;
  connections: number;
  seconds: number;
  /** Each connection sends these in turn, over and over. */
  requests: LoadRequest[];
}

export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  resets: number;
  statusCodeStats: Record<string, { count: number }>;
}

type Autocannon = (opts: Record<string, unknown>, done: (err: Error | null, result: LoadResult) => void) => unknown;

const run = JSON.parse(process.argv[2] ?? '{}') as LoadRun;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
let resets = 0;

const instance = autocannon(
  {
    url: run.url,
    connections: run.connections,
    duration: run.seconds,
    timeout: 10,
    requests: run.requests.map(({ bodies, ...r }) => {
      let turn = 0;
      const headers = { ...(r.body || bodies ? { 'content-type': 'application/json' } : {}), ...r.headers };
      const rotate = bodies?.length
        ? { setupRequest: (req: Record<string, unknown>) => ({ ...req, body: bodies[turn++ % bodies.length] }) }
        : {};
      return { ...r, headers, ...rotate };
    }),
  },
  (err, result) => {
    if (err) {
      process.stderr.write(`${err.stack ?? err.message}\n`);
      process.exit(1);
    }
    process.stdout.write(`${JSON.stringify({ ...result, resets })}\n`);
  },
);
// A connection the server closed or reset mid-request (counted within `errors` too, named here).
(instance as { on(e: string, f: (err: Error & { code?: string }) => void): void }).on('reqError', (err) => {
  if (err.code === 'ECONNRESET' || err.code === 'EPIPE' || err.code === 'UND_ERR_SOCKET') resets += 1;
});
