import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { DataDirLockedError } from '../db/lock.ts';
import { COPY_PREFIX, OPS_TOKEN_HEADER, PGLITE_COPY_PATH, readEndpoint, type CopyAnswer } from './endpoint.ts';
import { openLockedFolder, openPgliteFolder, postgresSession, type SqlSession } from './session.ts';

export class OpsRefusal extends Error {}

export interface BackupSource {
  session: SqlSession;
  via: 'folder' | 'running server' | 'snapshot transaction';
  /** How long the running server held its database still for the copy (PGlite through the server only). */
  serverPauseMs?: number;
  close(): Promise<void>;
}

/**
 * Where the backup reads the database from, inside one consistent snapshot:
 * - PostgreSQL: a REPEATABLE READ, READ ONLY transaction (writes go on; it sees the database as it was at its start);
 * - a PGlite folder no server holds: the folder itself, locked meanwhile so no server starts on it;
 * - a PGlite folder a running server holds: a copy of its files taken by that server in one step, asked for over
 *   loopback with the token it left in the folder, opened here and removed afterwards.
 */
export async function openBackupSource(config: Config, log: (line: string) => void): Promise<BackupSource> {
  if (config.DATABASE_URL) {
    const session = await postgresSession(config.DATABASE_URL);
    await session.exec('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    return { session, via: 'snapshot transaction', close: () => session.close() };
  }
  if (!fs.existsSync(path.join(config.dataDir, 'pglite'))) {
    throw new OpsRefusal(
      `There is no database in ${config.dataDir} (no pglite folder): check DATA_DIR, or set DATABASE_URL for PostgreSQL.`,
    );
  }
  let folder: Awaited<ReturnType<typeof openLockedFolder>>;
  try {
    folder = await openLockedFolder(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    return fromRunningServer(config, log);
  }
  try {
    await folder.session.exec('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  } catch (err) {
    await folder.close();
    throw err;
  }
  return { ...folder, via: 'folder' };
}

async function fromRunningServer(config: Config, log: (line: string) => void): Promise<BackupSource> {
  const lockPid = Number(fs.readFileSync(path.join(config.dataDir, '.lock'), 'utf8'));
  const endpoint = readEndpoint(config.dataDir);
  if (!endpoint || endpoint.pid !== lockPid) {
    throw new OpsRefusal(
      `The data folder ${config.dataDir} is held by process ${lockPid}, which left no backup address in it ` +
        '(a server of an older release, or one still starting). Try again in a moment, or stop it and run the backup again.',
    );
  }
  log(
    `The server (pid ${endpoint.pid}) holds ${config.dataDir}: asking it for a copy of its database over ${endpoint.url}`,
  );
  const res = await fetch(endpoint.url + PGLITE_COPY_PATH, {
    method: 'POST',
    headers: { [OPS_TOKEN_HEADER]: endpoint.token },
  });
  if (!res.ok) throw new Error(`The running server refused the copy: ${res.status} ${await res.text()}`);
  const answer = (await res.json()) as CopyAnswer;
  if (!answer.folder.startsWith(COPY_PREFIX) || answer.folder.includes('/'))
    throw new Error(`Unexpected answer from the server: ${JSON.stringify(answer)}`);
  const copy = path.join(config.dataDir, answer.folder);
  const remove = () => fs.rmSync(copy, { recursive: true, force: true });
  try {
    const session = await openPgliteFolder(copy);
    await session.exec('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    return {
      session,
      via: 'running server',
      serverPauseMs: answer.pauseMs,
      close: async () => {
        await session.close();
        remove();
      },
    };
  } catch (err) {
    remove();
    throw err;
  }
}
