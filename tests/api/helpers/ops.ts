import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from '../../../server/db/lock.ts';
import { quoteIdent, readCatalog } from '../../../server/ops/catalog.ts';
import { openPgliteFolder, postgresSession, type SqlSession } from '../../../server/ops/session.ts';
import { scratchDatabase } from './database.ts';
import type { DataDirEnv } from './process.ts';
import { firstOf } from '../../support/nth.ts';

/** Runs `npm run backup` / `npm run restore`'s script as its own process, as an operator would. */
export function runOpsTool(tool: 'backupCli' | 'restoreCli', args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `server/ops/${tool}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: '', MEDIA_S3_BUCKET: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

/**
 * An empty place to run the product on: a data folder, plus a new database on the PostgreSQL server of
 * TEST_DATABASE_URL when it is set (PGlite in the folder otherwise).
 */
export async function emptyTarget(): Promise<{
  env: DataDirEnv;
  dataDir: string;
  remove(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-target-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    return {
      env: { DATA_DIR: dataDir },
      dataDir,
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  const scratch = await scratchDatabase(serverUrl, 'backup');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    dataDir,
    async remove() {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    },
  };
}

/** Opens a stopped target's database directly, for checks the API cannot make. */
export async function withTargetDatabase<T>(env: DataDirEnv, work: (session: SqlSession) => Promise<T>): Promise<T> {
  if (env.DATABASE_URL) {
    const session = await postgresSession(env.DATABASE_URL);
    try {
      return await work(session);
    } finally {
      await session.close();
    }
  }
  const release = lockDataDir(env.DATA_DIR);
  const session = await openPgliteFolder(env.DATA_DIR);
  try {
    return await work(session);
  } finally {
    await session.close();
    release();
  }
}

/**
 * A digest of every table: its row count and the MD5 of its rows as PostgreSQL prints them (`t::text`, sorted),
 * computed without the backup's own code path (which reads rows as JSON).
 */
export async function tableDigests(env: DataDirEnv): Promise<Record<string, string>> {
  return withTargetDatabase(env, async (session) => {
    const digests: Record<string, string> = {};
    for (const t of await readCatalog(session)) {
      const [r] = firstOf(
        await session.query<{ n: number; digest: string }>(
          `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from ${quoteIdent(t.name)} t`,
        ),
        1,
      );
      digests[t.name] = `${r.n} rows, ${r.digest}`;
    }
    return digests;
  });
}

export async function bytesServed(baseUrl: string, srcs: string[]): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const src of srcs) {
    const res = await fetch(baseUrl + src);
    out[src] = res.ok ? Buffer.from(await res.arrayBuffer()).toString('base64') : `HTTP ${res.status}`;
  }
  return out;
}
