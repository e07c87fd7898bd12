/**
 * The product server in this process over a database holding N sandbox vehicles, filled through a real sync
 * from the in-process sandbox DMS (as tests/bench/sync.ts does), then started again over it, with a signed-in admin.
 * PGlite lives in a temporary folder for the run; with BENCH_DATABASE_URL a database is created on that server.
 * BENCH_KEEP=1 keeps the folder / database (fixed names) so the next run skips the fill.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { ensureFirstAdmin } from '../../server/bootstrap.ts';
import { systemClock } from '../../server/clock.ts';
import { loadConfig } from '../../server/config.ts';
import type { AppContext } from '../../server/context.ts';
import { openDatabase, type Database } from '../../server/db/open.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { collectGarbage } from './stats.ts';
import { nth, firstOf } from '../support/nth.ts';

const PASSWORD = 'correct horse battery staple';

export interface BenchServer {
  url: string;
  app: FastifyInstance;
  db: Database;
  token: string;
  kind: 'pglite' | 'postgres';
  /** Seconds the fill took (0 when a kept database was reused). */
  fillSeconds: number;
  close(): Promise<void>;
}

async function admin(sql: string, serverUrl: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return (await c.query(sql)).rows as Array<Record<string, unknown>>;
  } finally {
    await c.end();
  }
}

/** The bench's database: PGlite in `dataDir`, or database `name` on the server (created when missing). */
async function openBenchDatabase(serverUrl: string | undefined, dataDir: string, name: string): Promise<Database> {
  if (!serverUrl) return openDatabase({ dataDir });
  const exists = await admin(`select 1 from pg_database where datname = '${name}'`, serverUrl);
  if (exists.length === 0) await admin(`CREATE DATABASE ${name}`, serverUrl);
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return openDatabase({ url: u.toString(), dataDir });
}

async function signIn(url: string, ctx: AppContext): Promise<string> {
  const link = await ensureFirstAdmin(ctx);
  if (link) {
    const token = new URL(link).searchParams.get('token') ?? '';
    const set = await fetch(`${url}/v1/users/set-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ password: PASSWORD }),
    });
    if (set.status !== 200) throw new Error(`set-password failed: ${set.status} ${await set.text()}`);
  }
  const login = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ctx.config.ADMIN_EMAIL, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { token: string }).token;
}

export async function startBenchServer(opts: {
  vehicles: number;
  serverUrl?: string;
  distDir: string;
  keep: boolean;
}): Promise<BenchServer> {
  const kind = opts.serverUrl ? 'postgres' : 'pglite';
  const dataDir = opts.keep
    ? path.join(os.tmpdir(), `bench-vehicles-${kind}-${opts.vehicles}`)
    : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-vehicles-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    SYNC_INTERVAL: '0',
    DMS_SANDBOX_VEHICLES: String(opts.vehicles),
    SYNC_PAGE_SIZE: '1000',
    // A long session: the idle limit must not end it during the run.
    SESSION_IDLE_MINUTES: '600',
  });
  const name = opts.keep ? `bench_vehicles_${opts.vehicles}` : `bench_vehicles_${randomBytes(4).toString('hex')}`;
  const drop = async () => {
    if (opts.serverUrl && !opts.keep) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, opts.serverUrl);
  };

  /** The database and the server on it, started as `npm start` starts them. */
  const start = async () => {
    const db = await openBenchDatabase(opts.serverUrl, dataDir, name);
    const ctx: AppContext = {
      config,
      database: db,
      clock: systemClock,
      mailer: createMailer({ from: 'bench@localhost', outboxDir: path.join(dataDir, 'outbox') }),
      announce: () => undefined,
    };
    const app = await buildApp(ctx, { distDir: opts.distDir });
    // As `npm start` does: closes dead runs and brings a kept database's derived columns up to date.
    const t0 = performance.now();
    await app.inventory.sync.init();
    app.exportThread.warm();
    const initSeconds = (performance.now() - t0) / 1000;
    if (initSeconds > 1) console.log(`sync init (backfill of a kept database) ${initSeconds.toFixed(1)} s`);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    config.publicUrl = url;
    return { db, ctx, app, url };
  };
  const count = async (db: Database) =>
    nth(await db.query<{ n: number }>('select count(*)::int as n from vehicles'), 0).n;

  let { db, ctx, app, url } = await start();
  let fillSeconds = 0;
  if ((await count(db)) !== opts.vehicles) {
    const t0 = performance.now();
    await app.inventory.sync.start('manual');
    await app.inventory.sync.idle();
    fillSeconds = (performance.now() - t0) / 1000;
    const [run] = firstOf(
      await db.query<{ status: string; error: string | null }>(
        'select status, error from sync_runs order by id desc limit 1',
      ),
      1,
    );
    if (run.status !== 'succeeded') throw new Error(`fill failed: ${run.status} ${run.error ?? ''}`);
    // Measured on a server started over the filled database, as with a kept one: the fill left PGlite's memory
    // and the sandbox DMS's generated inventory in this process (1.1 GB RSS at 100,000), and sweeping them
    // slowed every later figure (export 2.4-2.6 s -> 3.1-3.2 s, navigation cold 0.89 -> 1.1 s).
    await app.close();
    await db.close();
    ({ db, ctx, app, url } = await start());
    collectGarbage();
  }
  const n = await count(db);
  if (n !== opts.vehicles) throw new Error(`expected ${opts.vehicles} vehicles, found ${n}`);
  const token = await signIn(url, ctx);
  return {
    url,
    app,
    db,
    token,
    kind,
    fillSeconds,
    async close() {
      await app.close();
      await db.close();
      await drop();
      if (!opts.keep) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
