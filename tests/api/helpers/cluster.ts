import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { firstLinkInText } from '../../support/outbox.ts';
import { runServer } from './process.ts';
import { startS3, type TestS3 } from './s3.ts';
import { nth } from '../../support/nth.ts';

export interface Instance {
  name: string;
  url: string;
  dataDir: string;
  /** Mail this instance wrote (no SMTP_URL): invitation links sent through it land here. */
  outboxDir: string;
  output(): string;
}

export interface Cluster {
  instances: Instance[];
  /** The one database they share. */
  databaseUrl: string;
  /** The DMS key every instance shares (each mounts its own sandbox DMS over the same seeded inventory). */
  dmsKey: string;
  close(): Promise<void>;
}

const serverClient = async (url: string) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
};

/**
 * `count` real API processes (tsx server/main.ts) on one fresh database of the PostgreSQL server at `serverUrl`,
 * with media on one s3rver bucket: a deployment of several instances. Each has its own data folder (outbox, sandbox DMS files) and nothing else of its own.
 */
export async function startCluster(serverUrl: string, count = 2, env: Record<string, string> = {}): Promise<Cluster> {
  const name = `cluster_${randomBytes(5).toString('hex')}`;
  const admin = await serverClient(serverUrl);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  let s3: TestS3 | undefined;
  const processes: Array<ReturnType<typeof runServer>> = [];
  const dirs: string[] = [];
  const dmsKey = randomBytes(18).toString('base64url');

  const close = async () => {
    await Promise.all(
      processes.map(async (p) => {
        if (p.child.exitCode !== null) return;
        p.child.kill('SIGTERM');
        const killLater = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
        await p.exited;
        clearTimeout(killLater);
      }),
    );
    await s3?.close();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    const c = await serverClient(serverUrl);
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };

  try {
    s3 = await startS3();
    const shared = {
      DATABASE_URL: databaseUrl.toString(),
      ...s3.env,
      DMS_API_KEY: dmsKey,
      PORT: '0',
      SYNC_INTERVAL: '0',
      DMS_TIMEOUT_MS: '5000',
      ...env,
    };
    const start = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cluster-${processes.length}-`));
      dirs.push(dataDir);
      const p = runServer({ ...shared, DATA_DIR: dataDir });
      processes.push(p);
      return p.url();
    };
    // All at once, as a deployment starts them: the migrations and the content seed take turns under advisory locks.
    const urls = await Promise.all(Array.from({ length: count }, start));
    return {
      instances: processes.map((p, i) => ({
        name: String.fromCharCode(65 + i),
        url: nth(urls, i),
        dataDir: nth(dirs, i),
        outboxDir: path.join(nth(dirs, i), 'outbox'),
        output: p.output,
      })),
      databaseUrl: databaseUrl.toString(),
      dmsKey,
      close,
    };
  } catch (err) {
    await close().catch(() => undefined);
    throw err;
  }
}

/** Ends the connections every instance LISTENs on (a failover or a network cut would), as PostgreSQL's superuser. */
export async function cutListeningConnections(cluster: Cluster) {
  const c = await serverClient(cluster.databaseUrl);
  try {
    const { rows } = await c.query<{ pid: number }>(
      `select pg_terminate_backend(pid), pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %'`,
    );
    return rows.length;
  } finally {
    await c.end();
  }
}

/**
 * Every instance printed a first-start link for the same admin, and each start replaces the earlier one: whichever
 * link still works sets the password. Returns a session token for the first admin.
 */
export async function firstAdminToken(
  cluster: Cluster,
  email = 'admin@example.com',
  password = 'correct horse battery staple',
) {
  for (const instance of cluster.instances) {
    const link = firstLinkInText(instance.output());
    if (!link) continue;
    const set = await fetch(`${instance.url}/v1/users/set-password`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${new URL(link).searchParams.get('token')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ password }),
    });
    if (set.ok) break;
  }
  const res = await fetch(`${nth(cluster.instances, 0).url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`first admin sign-in failed: ${JSON.stringify(body)}`);
  return body.token;
}
