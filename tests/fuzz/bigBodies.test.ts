import { afterAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_BODY_LIMIT } from '../../server/plugins/bodyLimits.ts';
import { startServer } from '../api/helpers/server.ts';
import { poolFor, problemWith, send } from './answers.ts';
import { bigBodyCases } from './bigBodies.ts';
import { writeRoutesOf } from './writeRoutes.ts';

/**
 * Large and deep bodies, without a session, to every write route the OpenAPI document lists: never a 5xx, every
 * refusal {message, errors}, and a route anyone may call takes none past ANONYMOUS_BODY_LIMIT. The time of each
 * route's cases is printed (a figure, never asserted).
 */
const s = await startServer({ DMS_SANDBOX_VEHICLES: '5', PUBLIC_SITE_KEY: 'k'.repeat(32) });
const routes = await writeRoutesOf(s.url);
const pool = poolFor(s.url);
const times: string[] = [];
afterAll(async () => {
  console.log(
    `unauthenticated big bodies, ms per case (slowest first):\n${times.sort((a, b) => Number(b.split(' ')[0]) - Number(a.split(' ')[0])).join('\n')}`,
  );
  await pool.close();
  await s.close();
});

describe('unauthenticated large and deep bodies to every write route', () => {
  it('lists the write routes', () => expect(routes.length).toBeGreaterThan(50));

  for (const route of routes) {
    it(`${route.method} ${route.path}: never a 5xx, refusals are {message, errors}${route.isPublic ? `, nothing past ${ANONYMOUS_BODY_LIMIT / 1024} kB` : ''}`, async () => {
      for (const c of bigBodyCases(route)) {
        const started = performance.now();
        const answer = await send(pool, c, '');
        const ms = performance.now() - started;
        times.push(`${ms.toFixed(1)} ms ${route.method} ${route.path} (${c.how}): ${answer.status}`);
        const problem = problemWith(answer);
        if (problem) throw new Error(`${c.how}: ${problem}`);
        if (route.isPublic && Buffer.byteLength(String(c.body)) > ANONYMOUS_BODY_LIMIT)
          expect(answer.status, c.how).toBe(413);
      }
    });
  }
});
