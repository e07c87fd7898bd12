import type { DmsSandboxFaultsPatch } from '../../../contract/dms.ts';
import { startServer, type TestServer } from './server.ts';
import { firstAdmin } from './accounts.ts';
import { client } from './client.ts';
import { firstOf } from '../../support/nth.ts';

/** Switches sandbox faults through its own admin endpoint, over HTTP with the DMS key. */
export async function setFaults(s: TestServer, faults: DmsSandboxFaultsPatch | null) {
  const res = await fetch(`${s.url}/dms-sandbox/__faults`, {
    method: faults ? 'POST' : 'DELETE',
    headers: { 'x-api-key': s.app.inventory.dmsKey, ...(faults ? { 'content-type': 'application/json' } : {}) },
    body: faults ? JSON.stringify(faults) : undefined,
  });
  if (!res.ok) throw new Error(`faults: ${res.status} ${await res.text()}`);
}

/** Everything in `vehicles`, row by row, to compare before and after a run. */
export async function inventorySnapshot(s: TestServer) {
  return s.ctx.database.query('select * from vehicles order by stockid');
}

export interface RunInfo {
  id: number;
  status: string;
  inserted: number;
  updated: number;
  marked: number;
  fetched: number;
  error: string | null;
}

export async function lastRun(s: TestServer): Promise<RunInfo> {
  const [r] = firstOf(
    await s.ctx.database.query<RunInfo & { id: string }>('select * from sync_runs order by id desc limit 1'),
    1,
  );
  return { ...r, id: Number(r.id) };
}

/** Starts a sync through the API and waits until it is over. */
export async function syncNow(s: TestServer, token: string) {
  const res = await fetch(`${s.url}/v1/vehicles`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as Record<string, unknown>;
  await s.app.inventory.sync.idle();
  return { status: res.status, body, run: await lastRun(s) };
}

/** A server with the first admin signed in and one sync over `vehicles` sandbox vehicles: most vehicle suites' start. */
export async function startSynced(vehicles: number, env: Record<string, string> = {}) {
  const s = await startServer({ DMS_SANDBOX_VEHICLES: String(vehicles), ...env });
  const token = (await firstAdmin(s)).token;
  await syncNow(s, token);
  return { s, token, api: client(s.url) };
}
