/**
 * The content bench's list reader, run as its own process by content.ts (its work does not queue on the server's
 * event loop, and the server's process does nothing per request but serve it). One keep-alive connection (node:http),
 * one GET of `<path>` after the other, each timed from the request to the answer's last byte.
 * stdin: `count <n>` sends n requests; `loop` sends them until a `stop` line. Each command's answer is one line
 * `{ms: [...], bad: n, firstBad: string}` (bad: answers that are not 200 with a JSON array).
 * Usage: node --import tsx tests/bench/contentReader.ts <base url> <token> <path>
 */
import readline from 'node:readline';
import { timedGet } from './timedGet.ts';
import { firstOf } from '../support/nth.ts';

const [base, token, path] = firstOf(process.argv.slice(2), 3);
const getPath = timedGet(base, token);
const get = () => getPath(path);

let stopping = false;
let running: Promise<void> | null = null;

async function run(count: number): Promise<void> {
  const ms: number[] = [];
  let bad = 0;
  let firstBad = '';
  for (let i = 0; i < count && !stopping; i++) {
    const r = await get();
    ms.push(r.ms);
    let ok = r.status === 200;
    if (ok) {
      try {
        ok = Array.isArray(JSON.parse(r.body));
      } catch {
        ok = false;
      }
    }
    if (!ok) {
      bad++;
      firstBad ||= `${r.status} ${r.body.slice(0, 200)}`;
    }
    // Lets a `stop` line in between requests.
    if (count === Infinity) await new Promise((resolve) => setImmediate(resolve));
  }
  process.stdout.write(`${JSON.stringify({ ms, bad, firstBad })}\n`);
}

for await (const line of readline.createInterface({ input: process.stdin })) {
  const [command, n] = line.trim().split(/\s+/);
  if (command === 'count') await run(Number(n));
  else if (command === 'loop') {
    stopping = false;
    running = run(Infinity);
  } else if (command === 'stop') {
    stopping = true;
    await running;
    running = null;
  }
}
getPath.close();
