import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vehicle, VehicleListResponse } from '../../contract/vehicles.ts';
import type { VehiclePinMap } from '../../contract/pins.ts';
import type { Web360Config } from '../../contract/web360.ts';
import { knownMigrations, schemaVersionOf } from '../../server/ops/migrations.ts';
import { openPgliteFolder } from '../../server/ops/session.ts';
import type { FixtureFacts } from '../fixtures/upgrade/facts.ts';
import { client } from './helpers/client.ts';
import { emptyTarget, runOpsTool } from './helpers/ops.ts';
import { killAll, runServer } from './helpers/process.ts';
import { nth, firstOf } from '../support/nth.ts';

/**
 * The previous release's data folder (release 0.1.0 in CHANGELOG.md; tests/fixtures/upgrade, made by makeFixture.ts
 * from the commit before the content platform) under the current code: every migration applies at start and every
 * record stays readable and editable through the API.
 */
const fixtureDir = path.join(import.meta.dirname, '..', 'fixtures', 'upgrade');
const facts = JSON.parse(fs.readFileSync(path.join(fixtureDir, 'fixture.json'), 'utf8')) as FixtureFacts;

let dataDir: string;
let server: ReturnType<typeof runServer>;
let api: ReturnType<typeof client>;
let token: string;

const signIn = async (email: string, password: string) =>
  api.post<{ token: string }>('/v1/auth/login', { email, password });

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  killAll();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  for (const c of cleanups) await c();
});

/**
 * The previous release's folder is a PGlite folder: these run once, in the PGlite run of the suite. The PostgreSQL run
 * (CI's second pass) takes the backup-and-restore path below, into PostgreSQL.
 */
const pgliteRun = !process.env.TEST_DATABASE_URL;

describe.runIf(pgliteRun)(`a data folder made by the previous release (${facts.release})`, { timeout: 240_000 }, () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-test-'));
    execFileSync('tar', ['-xzf', path.join(fixtureDir, 'previous-release-data.tar.gz'), '-C', dataDir]);
    server = runServer({
      DATA_DIR: dataDir,
      PORT: '0',
      DATABASE_URL: '',
      SYNC_INTERVAL: '0',
      DMS_SANDBOX_VEHICLES: '40',
    });
    api = client(await server.url());
    const login = await signIn(facts.admin.email, facts.admin.password);
    expect(login.status).toBe(200);
    token = login.body.token;
  }, 240_000);

  it('starts without a first-start link: its admins sign in with their passwords', async () => {
    expect(server.output()).not.toContain('/admin/login?token=');
    expect((await signIn(facts.editor.email, facts.editor.password)).status).toBe(200);
    expect((await signIn(facts.editor.email, 'not the password')).status).toBe(401);
    const admins = await api.get<{ data: { email: string }[] } | { email: string }[]>('/v1/users', token);
    expect(JSON.stringify(admins.body)).toContain(facts.editor.email);
  });

  it('lists every synced vehicle, with the admin-owned fields the old release saved', async () => {
    const list = await api.get<VehicleListResponse>('/v1/vehicles?pageSize=200', token);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(facts.vehicleCount);
    const v = await api.get<Vehicle>(`/v1/vehicles/${facts.editedStockid}`, token);
    expect(v.status).toBe(200);
    expect(v.body).toMatchObject({ active: true, rimSize: facts.edit.rimSize });
    expect(JSON.stringify(v.body)).toContain(facts.edit.seoTitle);
  });

  it('edits a vehicle with its version; a stale version is still refused with 412', async () => {
    const v = (await api.get<Vehicle>(`/v1/vehicles/${facts.editedStockid}`, token)).body;
    const saved = await api.put<Vehicle>(
      `/v1/vehicles/${facts.editedStockid}`,
      { version: v.version, rimSize: '20' },
      token,
    );
    expect(saved.status).toBe(200);
    expect((await api.get<Vehicle>(`/v1/vehicles/${facts.editedStockid}`, token)).body.rimSize).toBe('20');
    expect(
      (await api.put(`/v1/vehicles/${facts.editedStockid}`, { version: v.version, rimSize: '21' }, token)).status,
    ).toBe(412);
  });

  it('reads and updates the pins the old release placed', async () => {
    const list = await api.get<{ data: VehiclePinMap[] }>(`/v1/vehicle-pins?stockId=${facts.editedStockid}`, token);
    expect(list.status).toBe(200);
    const map = list.body.data.find((m) => m.picture === facts.pinPicture)!;
    expect(map.pin.description[0]).toMatchObject({ title: facts.pinTitle });
    const patched = await api.call<{ data: VehiclePinMap }>('PATCH', '/v1/vehicle-pins', {
      token,
      body: {
        stockId: map.stockId,
        picture: map.picture,
        pin: { ...map.pin, description: [{ ...map.pin.description[0], title: 'Deep scratch' }] },
        version: map.version,
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data.pin.description[0]).toMatchObject({ title: 'Deep scratch' });
  });

  it('keeps the 360 hotspots, the sync limit, and syncs again', async () => {
    const config = await api.get<Web360Config>(`/v1/web360/vehicles/${facts.hotspotStockid}`, token);
    expect(config.status).toBe(200);
    expect(JSON.stringify(config.body)).toContain('"e1"');
    expect(JSON.stringify(config.body)).toContain('"i1"');
    expect((await api.get<{ vehicleLimit: number }>('/v1/syncLimit', token)).body.vehicleLimit).toBe(facts.syncLimit);
    expect((await api.put('/v1/vehicles', undefined, token)).status).toBe(202);
    for (let i = 0; i < 200; i++) {
      const s = await api.get<{ lastUpdated: { isInProgress: boolean }; runs: { status: string }[] }>(
        '/v1/sync/status',
        token,
      );
      if (!s.body.lastUpdated.isInProgress && nth(s.body.runs, 0).status !== 'running') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const runs = (await api.get<{ runs: { status: string }[] }>('/v1/sync/status', token)).body.runs;
    expect(nth(runs, 0).status).toBe('succeeded');
    expect((await api.get<Vehicle>(`/v1/vehicles/${facts.editedStockid}`, token)).body.rimSize).toBe('20');
  });

  it('gains the content added since: seeded documents and new writes work', async () => {
    const seo = await api.get('/v1/seo/trade%20in', token);
    expect(seo.status).toBe(200);
    const created = await api.post(
      '/v1/menuItems/createMenu',
      { data: { title: 'After the upgrade', linkPath: '/after-upgrade' } },
      token,
    );
    expect(created.status).toBe(201);
  });

  it("has every migration of this release applied, recorded as the server's migrator records them", async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    const session = await openPgliteFolder(dataDir);
    try {
      expect(await schemaVersionOf(session)).toBe(knownMigrations().at(-1)!.tag);
      const [{ n }] = firstOf(
        await session.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'),
        1,
      );
      expect(n).toBe(knownMigrations().length);
    } finally {
      await session.close();
    }
  });
});

describe("a backup of the previous release's folder", { timeout: 240_000 }, () => {
  it(`restores into this release${process.env.TEST_DATABASE_URL ? ' on PostgreSQL' : ''}: its schema first, then the later migrations over its rows`, async () => {
    const oldFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-backup-'));
    cleanups.push(() => fs.rmSync(oldFolder, { recursive: true, force: true }));
    execFileSync('tar', ['-xzf', path.join(fixtureDir, 'previous-release-data.tar.gz'), '-C', oldFolder]);
    const archive = path.join(oldFolder, 'previous.tar.gz');
    const backup = await runOpsTool('backupCli', [archive], { DATA_DIR: oldFolder });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('read through folder, schema 0011_summary_inline_uncompressed');

    const target = await emptyTarget();
    cleanups.push(() => target.remove());
    const restore = await runOpsTool('restoreCli', [archive], target.env);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain(
      `migrated from 0011_summary_inline_uncompressed to ${knownMigrations().at(-1)!.tag}`,
    );

    const restored = runServer({
      ...target.env,
      PORT: '0',
      SYNC_INTERVAL: '0',
      DMS_SANDBOX_VEHICLES: '40',
      DATABASE_URL: target.env.DATABASE_URL ?? '',
    });
    const restoredApi = client(await restored.url());
    const login = await restoredApi.post<{ token: string }>('/v1/auth/login', facts.admin);
    expect(login.status).toBe(200);
    const v = await restoredApi.get<Vehicle>(`/v1/vehicles/${facts.editedStockid}`, login.body.token);
    expect(v.body).toMatchObject({ active: true, rimSize: facts.edit.rimSize });
    expect((await restoredApi.get<VehicleListResponse>('/v1/vehicles', login.body.token)).body.total).toBe(
      facts.vehicleCount,
    );
    expect(
      (
        await restoredApi.put(
          `/v1/vehicles/${facts.editedStockid}`,
          { version: v.body.version, rimSize: '17' },
          login.body.token,
        )
      ).status,
    ).toBe(200);
  });
});

describe.runIf(pgliteRun)('an upgrade whose migration fails', { timeout: 240_000 }, () => {
  it('leaves the database as it was, and the server refuses to start with the reason', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-fails-'));
    cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
    execFileSync('tar', ['-xzf', path.join(fixtureDir, 'previous-release-data.tar.gz'), '-C', folder]);
    // Something in the way of the next migration: 0012 creates document_revisions, then "documents".
    const old = await openPgliteFolder(folder);
    await old.exec(`create table documents (note text); insert into documents values ('made by hand')`);
    const appliedBefore = await old.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    await old.close();

    const server = runServer({ DATA_DIR: folder, PORT: '0', DATABASE_URL: '', SYNC_INTERVAL: '0' });
    expect(await server.exited).toBe(2);
    expect(server.output()).toContain('The database could not be upgraded, and was left as it was: a migration failed');
    expect(server.output()).toContain('relation "documents" already exists');
    expect(server.output()).not.toContain('Admin console:');

    const after = await openPgliteFolder(folder);
    try {
      expect(await after.query('select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual(appliedBefore);
      // The migration's first table, created before the failing statement, is gone with it.
      expect(await after.query(`select to_regclass('public.document_revisions') as t`)).toEqual([{ t: null }]);
      expect(await after.query('select note from documents')).toEqual([{ note: 'made by hand' }]);
      expect(await after.query<{ n: number }>('select count(*)::int as n from vehicles')).toEqual([
        { n: facts.vehicleCount },
      ]);
    } finally {
      await after.close();
    }
  });
});
