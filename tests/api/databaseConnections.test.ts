import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { firstAdmin } from './helpers/accounts.ts';
import { client } from './helpers/client.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
let s: TestServer;

beforeAll(async () => {
  if (pgUrl) s = await startServer();
});
afterAll(() => s?.close());

it.skipIf(!pgUrl)(
  'on PostgreSQL, the API keeps answering after the server ends its connections (restart, failover)',
  async () => {
    const api = client(s.url);
    const { token } = await firstAdmin(s);
    expect((await api.get('/v1/auth/profile', token)).status).toBe(200);
    const url = s.ctx.database.url ?? '';
    const killer = new pg.Client({ connectionString: url });
    await killer.connect();
    const ended = await killer.query(
      'select pg_terminate_backend(pid) as done from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await killer.end();
    expect(ended.rows.length).toBeGreaterThan(0);
    // The process is still alive and the pool reconnects: a signed-in request succeeds.
    await new Promise((r) => setTimeout(r, 200));
    expect((await api.get('/v1/auth/profile', token)).status).toBe(200);
  },
);
