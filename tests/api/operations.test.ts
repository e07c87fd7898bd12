import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMetricsAllow } from '../../server/plugins/metricsAllow.ts';
import { DMS_PROBE_CACHE_MS } from '../../server/readiness.ts';
import { jpeg } from '../fixtures/media/images.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { client } from './helpers/client.ts';
import { killAll, runServer } from './helpers/process.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { setFaults, syncNow } from './helpers/sync.ts';
import { nth, firstOf } from '../support/nth.ts';

interface ReadyAnswer {
  status: string;
  message: string;
  errors: Record<string, string>;
  checks: {
    database: { ok: boolean };
    migrations: { ok: boolean; shipped: number; applied: number; missing: string[] };
    dms: { reachable: boolean; affectsReadiness: boolean; error?: string };
  };
}

const journal = JSON.parse(fs.readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as {
  entries: Array<{ tag: string; when: number }>;
};
const lastMigration = nth(journal.entries, journal.entries.length - 1);

/** One sample of the Prometheus text: the metric with exactly these labels (in any order), or 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    const wanted = Object.entries(labels);
    if (wanted.length === Object.keys(found).length && wanted.every(([k, v]) => found[k] === v)) return Number(m[3]);
  }
  return 0;
}

async function readMetrics(s: TestServer, headers: Record<string, string> = {}) {
  const res = await fetch(`${s.url}/metrics`, { headers });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

describe('the metrics allow-list (METRICS_ALLOW)', () => {
  it('unset allows loopback only, IPv4 and IPv6, IPv4-mapped addresses included', () => {
    const allowed = parseMetricsAllow('');
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].filter(allowed)).toHaveLength(4);
    expect(['10.0.0.1', '::2', '203.0.113.9', '::ffff:10.0.0.1', '', 'unknown'].filter(allowed)).toEqual([]);
  });

  it('takes addresses and CIDR ranges of both families, and nothing else once set', () => {
    const allowed = parseMetricsAllow(' 10.1.0.0/16, 192.0.2.7 ,fd00::/8, 2001:db8::1, ::ffff:198.51.100.0/120');
    expect(
      ['10.1.255.3', '::ffff:10.1.0.9', '192.0.2.7', 'fd12:3456::1', '2001:db8::1', '198.51.100.77'].filter(allowed),
    ).toHaveLength(6);
    expect(
      ['10.2.0.1', '192.0.2.8', 'fe80::1', '2001:db8::2', '127.0.0.1', '::1', '198.51.101.1'].filter(allowed),
    ).toEqual([]);
  });

  it('refuses an entry that is no address or range, naming it', () => {
    expect(() => parseMetricsAllow('10.0.0.0/8, intranet')).toThrow(/"intranet"/);
    expect(() => parseMetricsAllow('10.0.0.0/33')).toThrow(/"10.0.0.0\/33"/);
    expect(() => parseMetricsAllow('300.1.1.1')).toThrow(/"300.1.1.1"/);
  });
});

describe('health, readiness and metrics of a running server', () => {
  let s: TestServer;
  let token: string;

  beforeAll(async () => {
    s = await startServer({ DMS_SANDBOX_VEHICLES: '40', TRUST_PROXY: '1' });
    token = (await firstAdmin(s)).token;
  });
  afterAll(async () => {
    await setFaults(s, null).catch(() => undefined);
    await s?.close();
  });

  it('answers /v1/health without sign-in', async () => {
    const res = await client(s.url).get('/v1/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('is ready with its database reachable and every shipped migration applied', async () => {
    const res = await client(s.url).get<ReadyAnswer>('/v1/ready');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ready');
    expect(res.body.errors).toEqual({});
    expect(res.body.checks.database.ok).toBe(true);
    expect(res.body.checks.migrations).toMatchObject({
      ok: true,
      shipped: journal.entries.length,
      applied: journal.entries.length,
      missing: [],
    });
    expect(res.body.checks.dms).toMatchObject({ reachable: true, affectsReadiness: false });
  });

  it('stays ready when the DMS fails, and says the DMS is not reachable', async () => {
    await setFaults(s, { failPage: 1 });
    // The DMS probe's answer is reused for a few seconds.
    s.clock.advance(DMS_PROBE_CACHE_MS);
    try {
      const res = await client(s.url).get<ReadyAnswer>('/v1/ready');
      expect(res.status).toBe(200);
      expect(res.body.checks.dms.reachable).toBe(false);
      expect(res.body.checks.dms.error).toMatch(/the DMS answered 5\d\d/);
      expect(res.body.message).toMatch(/the DMS is not reachable/);
    } finally {
      await setFaults(s, null);
      s.clock.advance(DMS_PROBE_CACHE_MS);
    }
  });

  it('is not ready (503, naming it) while a shipped migration is not applied', async () => {
    const [row] = firstOf(
      await s.ctx.database.query<{ id: number; hash: string; created_at: string }>(
        'delete from drizzle.__drizzle_migrations where created_at = $1 returning id, hash, created_at',
        [lastMigration.when],
      ),
      1,
    );
    try {
      const res = await client(s.url).get<ReadyAnswer>('/v1/ready');
      expect(res.status).toBe(503);
      expect(res.body.status).toBe('not ready');
      expect(res.body.checks.migrations.missing).toEqual([lastMigration.tag]);
      expect(res.body.errors.migrations).toContain(lastMigration.tag);
      expect(res.body.message).toContain(lastMigration.tag);
    } finally {
      await s.ctx.database.query(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [row.id, row.hash, row.created_at],
      );
    }
    expect((await client(s.url).get('/v1/ready')).status).toBe(200);
  });

  it('serves Prometheus text from loopback, with requests counted per route pattern, not per address', async () => {
    const before = (await readMetrics(s)).text;
    const api = client(s.url);
    await api.get('/v1/vehicles/NO-SUCH-1', token);
    await api.get('/v1/vehicles/NO-SUCH-2', token);
    const after = await readMetrics(s);
    expect(after.status).toBe(200);
    expect(after.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const labels = { method: 'GET', route: '/v1/vehicles/:id', status_code: '404' };
    expect(
      sample(after.text, 'http_request_duration_seconds_count', labels) -
        sample(before, 'http_request_duration_seconds_count', labels),
    ).toBe(2);
    expect(after.text).not.toContain('NO-SUCH');
    expect(sample(after.text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('lists only the request metrics it collects: the latency histogram, no empty summary', async () => {
    const { text } = await readMetrics(s);
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    expect(text).not.toContain('http_request_summary_seconds');
  });

  it('counts sync runs and their durations, DMS errors, uploads and mail failures', async () => {
    const before = (await readMetrics(s)).text;

    expect((await syncNow(s, token)).run.status).toBe('succeeded');
    await setFaults(s, { failPage: 1 });
    expect((await syncNow(s, token)).run.status).toBe('failed');
    await setFaults(s, null);

    const form = new FormData();
    form.append('folder', 'home-images');
    form.append('file', new Blob([new Uint8Array(await jpeg(300, 200))], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await fetch(`${s.url}/v1/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);

    // The outbox cannot be written: a file stands where its folder should be.
    fs.rmSync(s.outboxDir, { recursive: true, force: true });
    fs.writeFileSync(s.outboxDir, 'not a folder');
    const invite = await client(s.url).post('/v1/users/invite', { email: 'new.admin@example.com' }, token);
    expect(invite.status).not.toBe(201);
    fs.rmSync(s.outboxDir, { force: true });

    const after = (await readMetrics(s)).text;
    const grew = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(grew('inventory_sync_runs_total', { outcome: 'succeeded' })).toBe(1);
    expect(grew('inventory_sync_runs_total', { outcome: 'failed' })).toBe(1);
    expect(grew('inventory_sync_duration_seconds_count', { outcome: 'succeeded' })).toBe(1);
    expect(sample(after, 'inventory_sync_duration_seconds_sum', { outcome: 'succeeded' })).toBeGreaterThan(0);
    expect(grew('dms_errors_total', { operation: 'feed' })).toBe(1);
    expect(grew('media_uploads_total', { outcome: 'received' })).toBe(1);
    expect(grew('mail_failures_total', { transport: 'outbox' })).toBe(1);
    expect(
      grew('http_request_duration_seconds_count', { method: 'POST', route: '/v1/media', status_code: '201' }),
    ).toBe(1);
  });

  it('refuses (403, {message, errors}) a request forwarded for an address outside the allow-list, even from loopback', async () => {
    for (const forwarded of ['203.0.113.9', '127.0.0.1, 203.0.113.9', '203.0.113.9, 127.0.0.1', 'garbage']) {
      const res = await readMetrics(s, { 'x-forwarded-for': forwarded });
      expect(res.status, forwarded).toBe(403);
      const body = JSON.parse(res.text) as { message: string; errors: Record<string, string> };
      expect(body.message).toMatch(/METRICS_ALLOW/);
      expect(body.errors).toEqual({});
      expect(res.text).not.toContain('http_request_duration_seconds');
    }
    expect((await readMetrics(s, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
  });
});

describe('an allow-list that does not name loopback', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ DMS_SANDBOX_VEHICLES: '5', METRICS_ALLOW: '10.0.0.0/8, fd00::/8' });
  });
  afterAll(async () => s?.close());

  it('refuses loopback too', async () => {
    const res = await readMetrics(s);
    expect(res.status).toBe(403);
    expect(res.text).not.toContain('process_resident_memory_bytes');
  });
});

describe('a server whose database is down', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ DMS_SANDBOX_VEHICLES: '5' });
  });
  afterAll(async () => {
    // The database is already closed, so the helper's own drop fails: stop the server, then clean up here.
    await s?.close().catch(() => undefined);
    fs.rmSync(s.config.dataDir, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl && s.ctx.database.url) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${new URL(s.ctx.database.url).pathname.slice(1)}" WITH (FORCE)`);
      await admin.end();
    }
  });

  it('still answers /v1/health (it never asks the database), and /v1/ready answers 503 with the reason', async () => {
    await s.ctx.database.close();
    const health = await client(s.url).get('/v1/health');
    expect(health.status).toBe(200);
    const ready = await client(s.url).get<ReadyAnswer>('/v1/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('not ready');
    expect(ready.body.errors.database).toBe('the database cannot be reached');
    expect(ready.body.checks.database.ok).toBe(false);
    expect(ready.body.checks.migrations.ok).toBe(false);
  });
});

describe('a METRICS_ALLOW that is not addresses', () => {
  afterAll(() => killAll());

  it('stops the server at start with a message naming the variable and the entry', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-test-'));
    try {
      const server = runServer({
        DATA_DIR: dataDir,
        PORT: '0',
        SYNC_INTERVAL: '0',
        DMS_SANDBOX_VEHICLES: '5',
        METRICS_ALLOW: '10.0.0.0/8,intranet',
      });
      expect(await server.exited).toBe(2);
      expect(server.output()).toMatch(/METRICS_ALLOW: "intranet" is not an IPv4 or IPv6 address/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
