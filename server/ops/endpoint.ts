import fs from 'node:fs';
import path from 'node:path';

/**
 * How the backup tool reaches a server that holds a PGlite data folder (a second process cannot open it): the server
 * writes its loopback address and a random token into the folder, readable by the folder's owner only. Whoever can
 * read this file can read the database files anyway, so the token gives nothing the folder does not.
 */
export interface OpsEndpoint {
  pid: number;
  url: string;
  token: string;
}

export const OPS_TOKEN_HEADER = 'x-ops-token';
export const PGLITE_COPY_PATH = '/v1/ops/pglite-copy';
/** Copies of the database a running server makes for the backup tool, inside its data folder. */
export const COPY_PREFIX = '.backup-copy-';
export interface CopyAnswer {
  /** The copy's folder name inside the data folder; it holds `pglite/`. */
  folder: string;
  /** How long the server held its queries for the copy. */
  pauseMs: number;
}

export const endpointFileOf = (dataDir: string) => path.join(dataDir, '.ops-endpoint.json');

export function writeEndpoint(dataDir: string, endpoint: OpsEndpoint): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = endpointFileOf(dataDir);
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(endpoint), { mode: 0o600 });
  fs.renameSync(temp, file);
}

export function readEndpoint(dataDir: string): OpsEndpoint | null {
  try {
    return JSON.parse(fs.readFileSync(endpointFileOf(dataDir), 'utf8')) as OpsEndpoint;
  } catch {
    return null;
  }
}

/** Removes the file if it is still this process's (a newer server may have replaced it). */
export function removeEndpoint(dataDir: string, pid = process.pid): void {
  if (readEndpoint(dataDir)?.pid === pid) fs.rmSync(endpointFileOf(dataDir), { force: true });
}
