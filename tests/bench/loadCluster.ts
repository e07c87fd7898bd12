/**
 * The deployment the load bench runs against, as an operator would run it: a database of its own on a PostgreSQL
 * server, the sandbox DMS as a separate service (tsx dms-sandbox/main.ts), and two API instances as child
 * processes running the server's bundle as `npm start` does (node build/server/main.mjs, built first by
 * scripts/buildServer.mjs; the environment and node options of package.json's serve script) sharing that database
 * and that DMS.
 * Each instance's resident memory is sampled from /proc/<pid>/status (VmRSS) every 200 ms.
 * Without a server URL, the embedded default: one instance on PGlite in its data folder (PGlite serves one process),
 * its staff accounts written before it starts (nothing else may open that folder while it runs); with `embeddedDms`,
 * the sandbox inside it, as `npm start` runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { scratchDatabase } from '../api/helpers/database.ts';
import { signInFirstAdmin } from '../api/helpers/process.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { openDatabase } from '../../server/db/open.ts';
import { nth } from '../support/nth.ts';
import { rssParts, type RssParts } from './rssParts.ts';

export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  /** Highest VmRSS seen since the last resetPeaks(), and over the whole run, in MB. */
  peakMb: number;
  overallPeakMb: number;
  /** Where the memory was at the peak since the last resetPeaks() (rssParts.ts; read at most once a second). */
  peakParts: RssParts | null;
  output(): string;
}

/** An instance's VmRSS now, in MB. */
export const currentRssMb = (inst: Instance) => rssMb(inst.child.pid);

export interface Cluster {
  instances: Instance[];
  token: string;
  password: string;
  email: string;
  /** The PostgreSQL database's name, or 'PGlite'. */
  database: string;
  kind: 'postgres' | 'pglite';
  /** How each instance runs (as package.json's serve script runs it). */
  command: string;
  /** SQL on the shared database (PostgreSQL only: PGlite's folder belongs to its instance while it runs). */
  query<T>(sql: string): Promise<T[]>;
  resetPeaks(): void;
  close(): Promise<void>;
}

const PASSWORD = 'correct horse battery staple';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** A process of this repository (node --import tsx <script>, or node [nodeArgs] <script> for JavaScript), its output kept (the last 64 KB). */
function startProcess(script: string, env: Record<string, string>, nodeArgs: string[] = []) {
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [...nodeArgs, script];
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-65_536);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  process.once('exit', () => child.kill('SIGKILL'));
  return { child, output: () => output };
}

/**
 * How `npm run serve` (and so `npm start`) runs the bundle: its environment variables and node options, read from
 * package.json so that the bench measures what operators run.
 */
function serveCommand(): { env: Record<string, string>; nodeArgs: string[] } {
  const serve = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
    .serve;
  // `[... && ]VAR=value ... [exec ]node --option ... build/server/main.mjs`
  const m = /^(?:.*&& )?((?:\w+=\S+ )*)(?:exec )?node ((?:--\S+ )*)build\/server\/main\.mjs/.exec(serve ?? '');
  if (!m) throw new Error(`package.json's serve script no longer runs build/server/main.mjs: ${serve}`);
  const words = (s: string) => s.trim().split(/\s+/).filter(Boolean);
  return {
    env: Object.fromEntries(words(nth(m, 1)).map((w) => w.split('=') as [string, string])),
    nodeArgs: words(nth(m, 2)),
  };
}

/** The bundle the instances run, built from the current sources (as `npm start` does). */
async function buildServer() {
  const build = spawn(process.execPath, ['scripts/buildServer.mjs'], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (code !== 0) throw new Error(`scripts/buildServer.mjs failed (exit code ${code})`);
}

async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  child: ChildProcess,
  output: () => string,
  ms = 180_000,
) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`${what} did not start; output:\n${output()}`);
    await sleep(200);
  }
}

/**
 * The PGlite folder of the one embedded instance, made before it starts: the first admin and `staff` colleagues,
 * active, sharing one argon2id hash of PASSWORD (as the PostgreSQL run's colleagues share the first admin's).
 */
async function seedPglite(dataDir: string, staff: string[]) {
  const db = await openDatabase({ dataDir });
  try {
    const hash = await hashPassword(PASSWORD);
    for (const email of ['admin@example.com', ...staff]) {
      await db.query(
        `insert into users (email, role, status, password_hash) values ($1, 'admin', 'active', $2) on conflict do nothing`,
        [email, hash],
      );
    }
  } finally {
    await db.close();
  }
}

/** The sandbox DMS as its own process, as a real DMS is: the instances' environment to reach it. */
async function startSandboxDms(scratch: string, vehicles: number) {
  const apiKey = randomBytes(24).toString('base64url');
  const dmsPort = await freePort();
  const dms = startProcess('dms-sandbox/main.ts', {
    DMS_SANDBOX_PORT: String(dmsPort),
    DMS_SANDBOX_VEHICLES: String(vehicles),
    DMS_API_KEY: apiKey,
    DATA_DIR: path.join(scratch, 'dms'),
    LOG_LEVEL: 'warn',
  });
  const dmsUrl = `http://127.0.0.1:${dmsPort}`;
  const dmsAnswers = async () => {
    try {
      return (await fetch(`${dmsUrl}/Inventory/Vehicles?page=1&pageSize=1`, { headers: { 'x-api-key': apiKey } })).ok;
    } catch {
      return false;
    }
  };
  await waitFor('the sandbox DMS', dmsAnswers, dms.child, dms.output);
  return { child: dms.child, env: { DMS_URL: dmsUrl, DMS_API_KEY: apiKey } };
}

export async function startCluster(o: {
  serverUrl?: string;
  /** The sandbox inside the instance, as `npm start` runs it without DMS_URL (PGlite only). */
  embeddedDms?: boolean;
  vehicles: number;
  instances: number;
  staff: string[];
}): Promise<Cluster> {
  await buildServer();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
  const scratchDb = o.serverUrl ? await scratchDatabase(o.serverUrl, 'bench_load') : null;
  const dbUrl = scratchDb ? new URL(scratchDb.url) : null;
  const database = dbUrl ? dbUrl.pathname.slice(1) : 'PGlite';
  const pool = dbUrl ? new pg.Pool({ connectionString: dbUrl.toString(), max: 2 }) : null;
  const count = dbUrl ? o.instances : 1;
  if (!dbUrl) await seedPglite(path.join(scratch, 'instance-A'), o.staff);

  const dms = o.embeddedDms ? null : await startSandboxDms(scratch, o.vehicles);
  const dmsEnv = dms?.env ?? { DMS_SANDBOX_VEHICLES: String(o.vehicles) };

  const serve = serveCommand();
  const instances: Instance[] = [];
  let token = '';
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const name = String.fromCharCode(65 + i);
    const p = startProcess(
      'build/server/main.mjs',
      {
        ...serve.env,
        ...(dbUrl ? { DATABASE_URL: dbUrl.toString() } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(scratch, `instance-${name}`),
        ...dmsEnv,
        SYNC_INTERVAL: '0',
        SYNC_PAGE_SIZE: process.env.BENCH_PAGE_SIZE ?? '1000',
        LOG_LEVEL: 'warn',
      },
      serve.nodeArgs,
    );
    await waitFor(`instance ${name}`, () => p.output().includes('Admin console:'), p.child, p.output);
    const url = `http://127.0.0.1:${port}`;
    // The first instance takes the first-start link; the others share its admin through the database.
    if (i === 0) token = await signInFirstAdmin(url, p.output(), PASSWORD);
    instances.push({ name, url, child: p.child, peakMb: 0, overallPeakMb: 0, peakParts: null, output: p.output });
  }

  let partsReadAt = 0;
  const sampler = setInterval(() => {
    for (const inst of instances) {
      const mb = rssMb(inst.child.pid);
      if (mb > inst.peakMb && Date.now() - partsReadAt >= 1000) {
        partsReadAt = Date.now();
        inst.peakParts = rssParts(inst.child.pid);
      }
      inst.peakMb = Math.max(inst.peakMb, mb);
      inst.overallPeakMb = Math.max(inst.overallPeakMb, mb);
    }
  }, 200);

  return {
    instances,
    token,
    password: PASSWORD,
    email: 'admin@example.com',
    database,
    kind: dbUrl ? 'postgres' : 'pglite',
    command: [
      ...Object.entries(serve.env).map(([k, v]) => `${k}=${v}`),
      'node',
      ...serve.nodeArgs,
      'build/server/main.mjs',
    ].join(' '),
    query: async <T>(sql: string) => {
      if (!pool) throw new Error("no SQL on the embedded instance's PGlite while it runs");
      return (await pool.query(sql)).rows as T[];
    },
    resetPeaks() {
      for (const inst of instances) {
        inst.peakMb = rssMb(inst.child.pid);
        inst.peakParts = rssParts(inst.child.pid);
      }
    },
    async close() {
      clearInterval(sampler);
      await pool?.end();
      const all = [...instances.map((i) => i.child), ...(dms ? [dms.child] : [])];
      for (const c of all) if (c.exitCode === null) c.kill('SIGTERM');
      await Promise.all(all.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
      if (!process.env.BENCH_KEEP) await scratchDb?.drop();
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}
