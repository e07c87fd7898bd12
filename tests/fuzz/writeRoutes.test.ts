import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/sessions.ts';
import { firstAdmin } from '../api/helpers/accounts.ts';
import { startServer } from '../api/helpers/server.ts';
import { syncNow } from '../api/helpers/sync.ts';
import { poolFor, problemWith, send, type Answer } from './answers.ts';
import { changedTables, databaseDigest } from './digest.ts';
import { knownIdsFor } from './knownIds.ts';
import { casesFor, type FuzzCase } from './requestCases.ts';
import { writeRoutesOf } from './writeRoutes.ts';
import { nth } from '../support/nth.ts';

/**
 * Property-based fuzzing of every write route the OpenAPI document lists (issue 20). FUZZ_RUNS cases per route
 * (default 1000 in CI: 151 s on a 2-core machine, 96,000 requests; 1500 took 218 s), FUZZ_ROUTE a regular
 * expression on "METHOD /path" to fuzz a few routes, FUZZ_SEED to replay a failure.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const BATCH = 50;
const ONLY = new RegExp(process.env.FUZZ_ROUTE ?? '.');
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const IN_FLIGHT = 4;

const s = await startServer({ DMS_SANDBOX_VEHICLES: '12' });
const admin = await firstAdmin(s);
await syncNow(s, admin.token);
const routes = (await writeRoutesOf(s.url)).filter((r) => ONLY.test(`${r.method} ${r.path}`));
const pool = poolFor(s.url);
let token = admin.token;
/** Answers by status, printed at the end: shows how many cases got past validation into the routes' code. */
const statuses: Record<number, number> = {};
afterAll(() => console.log(`fuzzed write routes, answers by status: ${JSON.stringify(statuses)}`));
/** Seconds each route's cases took, printed slowest first: where the fuzzing time goes (a figure, never asserted). */
const routeTimes: [string, number][] = [];
afterAll(() =>
  console.log(
    `fuzzed write routes, time per route (s):\n${routeTimes
      .sort((a, b) => b[1] - a[1])
      .map(([r, t]) => `${t.toFixed(2)} ${r}`)
      .join('\n')}`,
  ),
);
afterAll(async () => {
  await pool.close();
  await s.close();
});

/** Background work from earlier requests (a started sync, a webhook) is over: the digest sees a still database. */
async function settle() {
  await s.app.inventory.sync.idle();
  await s.app.background.idle();
}

/** A case may have signed the admin out (POST /v1/auth/logout): the next batch gets a fresh session. */
async function ensureSignedIn() {
  const profile = await send(pool, { method: 'GET', url: '/v1/auth/profile', session: 'admin', how: '' }, token);
  if (profile.status === 401) token = await createSession(s.ctx, admin.id, { ip: '127.0.0.1' });
}

async function sendAll(batch: FuzzCase[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < batch.length) {
      const i = next++;
      answers[i] = await send(pool, nth(batch, i), token);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return answers;
}

async function batchHolds(batch: FuzzCase[]) {
  await settle();
  await ensureSignedIn();
  const before = await databaseDigest(s.ctx.database);
  const answers = await sendAll(batch);
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  answers.forEach((a, i) => {
    const problem = problemWith(a);
    const c = nth(batch, i);
    if (problem) {
      // The server's own account of a 5xx: the last error it logged.
      const logged =
        a.status >= 500
          ? `\nserver log: ${s.logs
              .filter((l) => l.includes('"level":50'))
              .at(-1)
              ?.slice(0, 1500)}`
          : '';
      throw new Error(`${c.method} ${c.url.slice(0, 200)} [${c.session}; ${c.how}] ${problem}${logged}`);
    }
  });
  if (answers.every((a) => a.status >= 400 && a.status < 500)) {
    await settle();
    const changed = changedTables(before, await databaseDigest(s.ctx.database));
    if (changed.length)
      throw new Error(
        `every request was refused, yet tables changed: ${changed.join(', ')}; cases: ${batch.map((c) => c.how).join(' | ')}`,
      );
  }
}

describe('every write route of the OpenAPI document, fuzzed', () => {
  it('lists the write routes from the document the server serves', () => {
    expect(routes.length).toBeGreaterThan(process.env.FUZZ_ROUTE ? 0 : 50);
  });

  for (const route of routes) {
    it(`${route.method} ${route.path}: never a 5xx, every 4xx is {message, errors}, a refused batch changes no table`, async () => {
      const started = performance.now();
      const ids = await knownIdsFor(pool, route, token, admin.id);
      const batches = fc.array(casesFor(route, ids), { minLength: BATCH, maxLength: BATCH });
      const details = await fc.check(fc.asyncProperty(batches, batchHolds), {
        numRuns: Math.ceil(RUNS / BATCH),
        seed: SEED,
        endOnFailure: true,
      });
      routeTimes.push([`${route.method} ${route.path}`, (performance.now() - started) / 1000]);
      if (details.failed) {
        const why =
          details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        throw new Error(`${why}\nreplay: FUZZ_SEED=${details.seed} FUZZ_ROUTE='^${route.method} ${route.path}$'`);
      }
    });
  }
});
