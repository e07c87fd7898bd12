import { afterAll, beforeAll, expect, it } from 'vitest';
import { firstAdmin } from './helpers/accounts.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { syncNow } from './helpers/sync.ts';
import { firstOf } from '../support/nth.ts';

// Over the 1,000 written rows after which a sync refreshes the planner's statistics (server/sync/service.ts).
const VEHICLES = 1200;
let s: TestServer;

beforeAll(async () => {
  s = await startServer({ DMS_SANDBOX_VEHICLES: String(VEHICLES), SYNC_PAGE_SIZE: '200' });
});
afterAll(() => s.close());

it('after a large sync the planner knows how many vehicles there are and what their columns hold', async () => {
  const { run } = await syncNow(s, (await firstAdmin(s)).token);
  expect(run).toMatchObject({ status: 'succeeded', inserted: VEHICLES });
  const db = s.ctx.database;
  const [table] = firstOf(
    await db.query<{ rows: number }>(`select reltuples::int as rows from pg_class where relname = 'vehicles'`),
    1,
  );
  expect(table.rows).toBe(VEHICLES);
  const columns = await db.query<{ attname: string }>(
    `select attname from pg_stats where tablename = 'vehicles' and attname in ('make', 'purchase_date', 'list_price')`,
  );
  expect(columns.map((c) => c.attname).sort()).toEqual(['list_price', 'make', 'purchase_date']);
  // The smaller sample on PGlite was the analyze's own: every later statement plans with the default.
  const [setting] = firstOf(await db.query<{ default_statistics_target: string }>('show default_statistics_target'), 1);
  expect(setting).toEqual({ default_statistics_target: '100' });
});
