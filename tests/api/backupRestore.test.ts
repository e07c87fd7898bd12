import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleListResponse } from '../../contract/vehicles.ts';
import { client } from './helpers/client.ts';
import { fillEveryKind, SITE_KEY, type Filled } from './helpers/fillEveryKind.ts';
import { bytesServed, emptyTarget, runOpsTool, tableDigests, withTargetDatabase } from './helpers/ops.ts';
import { killAll, runServer } from './helpers/process.ts';
import { firstOf } from '../support/nth.ts';

/**
 * `npm run backup` and `npm run restore` as an operator runs them, on PGlite (a data folder), or on PostgreSQL when
 * TEST_DATABASE_URL is set: the source is filled with every kind of record through the API, backed up while its
 * server runs, and restored into empty targets.
 */
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const SERVER_ENV = {
  PORT: '0',
  SYNC_INTERVAL: '0',
  DMS_SANDBOX_VEHICLES: '40',
  PUBLIC_SITE_KEY: SITE_KEY,
  DATABASE_URL: '',
};

type Target = Awaited<ReturnType<typeof emptyTarget>>;
let source: Target;
let filled: Filled;
let mediaBefore: Record<string, string>;
let digestsAtQuietBackup: Record<string, string>;
let archiveModes: string[];
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-'));
const quietBackup = path.join(scratch, 'quiet.tar.gz');
const busyBackup = path.join(scratch, 'busy.tar.gz');
let busySaves = { ok: 0, failed: [] as string[], versionBefore: 0, versionAfter: 0 };
const targets: Target[] = [];

const start = (target: Target) => runServer({ ...SERVER_ENV, ...target.env });
const restoreInto = (target: Target, file: string, ...flags: string[]) =>
  runOpsTool('restoreCli', [file, ...flags], target.env);
async function newTarget() {
  const t = await emptyTarget();
  targets.push(t);
  return t;
}

beforeAll(async () => {
  source = await newTarget();
  const server = start(source);
  const url = await server.url();
  filled = await fillEveryKind(url, server.output(), source.dataDir);
  mediaBefore = await bytesServed(url, filled.mediaSrcs);

  // A backup taken while an admin keeps saving a content document, one save after the other.
  const api = client(url);
  let writing = true;
  const promoUrl = `/v1/promo/${filled.promoId}`;
  busySaves.versionBefore = (await api.get<{ version: number }>(promoUrl, filled.token)).body.version;
  const saves = (async () => {
    for (let i = 0; writing; i++) {
      const { version } = (await api.get<{ version: number }>(promoUrl, filled.token)).body;
      const r = await api.call('PATCH', promoUrl, { token: filled.token, body: { text: `Save number ${i}`, version } });
      if (r.status === 200) busySaves.ok++;
      else busySaves.failed.push(`${r.status} ${JSON.stringify(r.body)}`);
    }
  })();
  const busy = await runOpsTool('backupCli', [busyBackup], source.env);
  writing = false;
  await saves;
  expect(busy.code, busy.stderr).toBe(0);
  busySaves.versionAfter = (await api.get<{ version: number }>(promoUrl, filled.token)).body.version;

  // Then one with nothing moving, still with the server running; the server is stopped right after it, so the
  // source's tables can be read directly and compared with the restored ones.
  const quiet = await runOpsTool('backupCli', [quietBackup], source.env);
  expect(quiet.code, quiet.stderr).toBe(0);
  archiveModes = [busyBackup, quietBackup].map((file) => (fs.statSync(file).mode & 0o777).toString(8));
  expect(fs.readdirSync(source.dataDir).filter((name) => name.startsWith('.backup-copy-'))).toEqual([]);
  server.child.kill('SIGTERM');
  await server.exited;
  digestsAtQuietBackup = await tableDigests(source.env);
}, 600_000);

/** Every file under `dir`: its size, modification time and SHA-256, by path. */
function folderDigest(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const file = path.join(dir, name);
    const stat = fs.statSync(file);
    if (stat.isFile())
      out[name] = `${stat.size} ${stat.mtimeMs} ${createHash('sha256').update(fs.readFileSync(file)).digest('hex')}`;
  }
  return out;
}

afterAll(async () => {
  killAll();
  for (const t of targets) await t.remove();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe(`backup and restore on ${engine}`, { timeout: 240_000 }, () => {
  let restored: Target;

  it('writes archives only their owner can read: they hold password and token hashes, the audit log and personal data', () => {
    expect(archiveModes).toEqual(['600', '600']);
  });

  it('restores into an empty target with every table identical to the source', async () => {
    restored = await newTarget();
    const r = await restoreInto(restored, quietBackup);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('every table checked against the backup');
    // Written with the tools' umask (0077): the restored database and media are the tool's user's alone.
    const open = fs
      .readdirSync(restored.dataDir, { recursive: true })
      .map(String)
      .filter((name) => fs.statSync(path.join(restored.dataDir, name)).mode & 0o077);
    expect(open).toEqual([]);
    const after = await tableDigests(restored.env);
    expect(after).toEqual(digestsAtQuietBackup);
    // Every kind of record was there to compare.
    for (const table of [
      'users',
      'sessions',
      'login_failures',
      'audit_log',
      'vehicles',
      'vehicle_pins',
      'hotspots',
      'settings',
      'documents',
      'document_revisions',
      'media',
      'body_value_counts',
      'sync_runs',
    ]) {
      expect(after[table], table).not.toMatch(/^0 rows/);
    }
  });

  it('serves the restored records and the same image bytes; the old session still works and new writes get fresh ids', async () => {
    const server = start(restored);
    try {
      const url = await server.url();
      expect(server.output()).not.toContain('/admin/login?token=');
      const api = client(url);
      const list = await api.get<VehicleListResponse>('/v1/vehicles?pageSize=200', filled.token);
      expect(list.status).toBe(200);
      expect(list.body.total).toBe(filled.vehicleCount);
      expect(Object.values(mediaBefore).filter((v) => v.startsWith('HTTP'))).toEqual([]);
      expect(await bytesServed(url, filled.mediaSrcs)).toEqual(mediaBefore);
      const promo = await api.get<{ version: number; text: string }>(`/v1/promo/${filled.promoId}`, filled.token);
      const saved = await api.call('PATCH', `/v1/promo/${filled.promoId}`, {
        token: filled.token,
        body: { text: 'After the restore', version: promo.body.version },
      });
      expect(saved.status).toBe(200);
      expect(
        (
          await api.post(
            '/v1/menuItems/createMenu',
            { data: { title: 'Restored menu', linkPath: '/restored' } },
            filled.token,
          )
        ).status,
      ).toBe(201);

      const refused = await restoreInto(restored, quietBackup, '--force');
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(
        engine === 'PGlite'
          ? /server is running on this data folder: stop it/
          : /is the server running\? Stop every instance/,
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('refuses a target that holds data unless --force, which puts the backup back exactly', async () => {
    const before = folderDigest(restored.dataDir);
    const refused = await restoreInto(restored, quietBackup);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /The target is not empty: it holds 2 admin\(s\), \d+ vehicle\(s\).*run it again with --force/s,
    );
    // A refusal changes nothing: not a byte, not a modification time, no file added or removed.
    expect(folderDigest(restored.dataDir)).toEqual(before);
    const forced = await restoreInto(restored, quietBackup, '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect(await tableDigests(restored.env)).toEqual(digestsAtQuietBackup);
  });

  it('refuses a cut or altered archive before touching the target', async () => {
    const target = await newTarget();
    const cut = path.join(scratch, 'cut.tar.gz');
    fs.writeFileSync(cut, fs.readFileSync(quietBackup).subarray(0, 2000));
    const cutRestore = await restoreInto(target, cut);
    expect(cutRestore.code).toBe(2);
    expect(cutRestore.stderr).toContain('is not a readable backup archive');

    const unpacked = fs.mkdtempSync(path.join(scratch, 'altered-'));
    execFileSync('tar', ['-xzf', quietBackup, '-C', unpacked]);
    const vehicles = path.join(unpacked, 'db', 'vehicles.jsonl');
    fs.writeFileSync(vehicles, fs.readFileSync(vehicles, 'utf8').replace('"active":false', '"active":true'));
    const altered = path.join(scratch, 'altered.tar.gz');
    execFileSync('tar', ['-czf', altered, '-C', unpacked, '.']);
    const alteredRestore = await restoreInto(target, altered);
    expect(alteredRestore.code).toBe(2);
    expect(alteredRestore.stderr).toContain(
      "The backup is damaged: db/vehicles.jsonl do not match the manifest's checksums",
    );
    expect(fs.existsSync(path.join(target.dataDir, 'pglite'))).toBe(false);
  });

  it('a backup taken while saves went on restores to a consistent state between the first and the last save', async () => {
    expect(busySaves.failed).toEqual([]);
    expect(busySaves.ok).toBeGreaterThan(0);
    const target = await newTarget();
    const r = await restoreInto(target, busyBackup);
    expect(r.code, r.stderr).toBe(0);
    await withTargetDatabase(target.env, async (session) => {
      const [promo] = firstOf(
        await session.query<{ version: number; text: string }>(
          "select version, data->>'text' as text from documents where collection = 'promo' and id = $1",
          [filled.promoId],
        ),
        1,
      );
      expect(promo.version).toBeGreaterThanOrEqual(busySaves.versionBefore);
      expect(promo.version).toBeLessThanOrEqual(busySaves.versionAfter);
      // Each save writes the document and its revision in one transaction: the snapshot has both or neither.
      const torn = await session.query(
        `select d.collection, d.id, d.version, max(r.version) as revision from documents d
         join document_revisions r on r.collection = d.collection and r.document_id = d.id
         group by d.collection, d.id, d.version having max(r.version) <> d.version`,
      );
      expect(torn).toEqual([]);
      // The audit line is written in the save's own transaction (server/content/store.ts): one per update, none missing.
      const [audits] = firstOf(
        await session.query<{ n: number }>(
          "select count(*)::int as n from audit_log where action = 'content.promo.update'",
        ),
        1,
      );
      expect(audits.n).toBe(promo.version - 1);
    });
  });
});
