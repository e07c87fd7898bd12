/**
 * Event-stream clients in their own process: `tsx tests/bench/loadEvents.ts '<json {urls, token, clients}>'`.
 * Opens `clients` streams of GET /v1/vehicles/update-all, spread evenly over `urls`, as the console does (bearer
 * header), and speaks lines of JSON on stdout: `{connected, refused}` once every stream has its first event (or
 * failed to open), then, after a line on stdin, `{finished, failed, ended, missing, lastFinishedMs}` once every
 * stream received the sync's completion (`finished` or `failed`) or WAIT_SECONDS passed.
 */
import http from 'node:http';
import readline from 'node:readline';

interface EventsRun {
  urls: string[];
  token: string;
  clients: number;
}

const run = JSON.parse(process.argv[2] ?? '{}') as EventsRun;
const WAIT_SECONDS = Number(process.env.LOAD_EVENTS_WAIT_SECONDS ?? 600);
/** Streams opened at once: a burst of 1,000 connects would overflow the listen backlog (511) on its own. */
const OPENING_AT_ONCE = 100;

interface Stream {
  opened: boolean;
  outcome: 'finished' | 'failed' | null;
  ended: boolean;
  at: number;
}

const streams: Stream[] = [];
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
let waitStarted = 0;

function open(url: string): Promise<void> {
  const stream: Stream = { opened: false, outcome: null, ended: false, at: 0 };
  streams.push(stream);
  return new Promise((resolve) => {
    const req = http.get(
      `${url}/v1/vehicles/update-all`,
      { agent, headers: { authorization: `Bearer ${run.token}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return resolve();
        }
        let pending = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          pending += chunk;
          const events = pending.split('\n\n');
          pending = events.pop() ?? '';
          for (const e of events) {
            const name = /^event: (\S+)$/m.exec(e)?.[1];
            if (!name) continue;
            if (!stream.opened) {
              stream.opened = true;
              resolve();
            }
            if ((name === 'finished' || name === 'failed') && !stream.outcome) {
              stream.outcome = name;
              stream.at = performance.now();
            }
          }
        });
        res.on('close', () => {
          stream.ended = true;
          resolve();
        });
      },
    );
    req.on('error', () => {
      stream.ended = true;
      resolve();
    });
  });
}

async function main() {
  const queue = Array.from({ length: run.clients }, (_, i) => run.urls[i % run.urls.length]);
  const openers = Array.from({ length: OPENING_AT_ONCE }, async () => {
    for (let url = queue.shift(); url; url = queue.shift()) await open(url);
  });
  await Promise.all(openers);
  const connected = streams.filter((s) => s.opened && !s.ended).length;
  process.stdout.write(`${JSON.stringify({ connected, refused: run.clients - connected })}\n`);

  const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  await lines.next();
  waitStarted = performance.now();
  const deadline = waitStarted + WAIT_SECONDS * 1000;
  while (performance.now() < deadline && streams.some((s) => !s.outcome && !s.ended))
    await new Promise((r) => setTimeout(r, 100));
  const last = Math.max(0, ...streams.map((s) => s.at));
  process.stdout.write(
    `${JSON.stringify({
      finished: streams.filter((s) => s.outcome === 'finished').length,
      failed: streams.filter((s) => s.outcome === 'failed').length,
      ended: streams.filter((s) => s.ended && !s.outcome).length,
      missing: streams.filter((s) => !s.outcome).length,
      lastFinishedMs: last ? Math.round(last - waitStarted) : null,
    })}\n`,
  );
  agent.destroy();
  process.exit(0);
}

void main();
