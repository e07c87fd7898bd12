/**
 * The list bench's HTTP client, run as its own process by listLatency.ts (like a browser, it is not the server, and
 * its own work does not queue behind the server's on one event loop). One keep-alive connection; per line
 * `<path>` on stdin it sends one GET and writes `{ms, status, rows, total}` on stdout, `ms` being the time from the
 * request to the answer's last byte (checking the JSON comes after).
 * Usage: node --import tsx tests/bench/listClient.ts <base url> <token>
 */
import readline from 'node:readline';
import { timedGet } from './timedGet.ts';
import { firstOf } from '../support/nth.ts';

const [base, token] = firstOf(process.argv.slice(2), 2);
const get = timedGet(base, token);

for await (const path of readline.createInterface({ input: process.stdin })) {
  const r = await get(path);
  let rows = -1;
  let total = -1;
  try {
    const body = JSON.parse(r.body) as { data?: unknown[]; total?: number };
    rows = body.data?.length ?? -1;
    total = body.total ?? -1;
  } catch {
    // reported as rows -1
  }
  process.stdout.write(`${JSON.stringify({ ms: r.ms, status: r.status, rows, total })}\n`);
}
