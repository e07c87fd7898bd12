/**
 * One client of tests/bench/bigBodies.ts in its own process (its work then does not slow the reader's): POSTs the
 * 1 MB sign-in body to BIG_URL one after the other, GAP_MS apart (0: back to back), until stdin closes; then prints
 * how many it sent.
 */
import { Pool } from 'undici';

const url = process.env.BIG_URL!;
const gapMs = Number(process.env.GAP_MS ?? 0);
const body = `{"email":[${Array.from({ length: 499_000 }, () => '0').join(',')}],"password":"x"}`;
const pool = new Pool(url, { connections: 1 });
let running = true;
let sent = 0;
process.stdin.on('close', () => (running = false));
process.stdin.resume();
process.stdout.write('ready\n');
while (running) {
  const t0 = performance.now();
  try {
    const res = await pool.request({
      method: 'POST',
      path: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      body,
    });
    await res.body.dump();
    sent++;
  } catch {
    // The server may close the connection after refusing the body: a new one is opened.
  }
  if (gapMs) await new Promise((r) => setTimeout(r, Math.max(0, gapMs - (performance.now() - t0))));
}
process.stdout.write(`sent ${sent}\n`);
await pool.close();
