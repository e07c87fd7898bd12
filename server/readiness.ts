import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from './paths.ts';
import { DMS_API_KEY_HEADER, dmsEndpoints } from '../contract/dms.ts';
import type { Database } from './db/open.ts';

/** Each check gets this long: a probe that hangs is worse than one that says no. */
const CHECK_TIMEOUT_MS = 2_000;

const journalFile = path.join(migrationsFolder, 'meta', '_journal.json');

interface ShippedMigration {
  tag: string;
  when: number;
}

let shipped: ShippedMigration[] | null = null;
/** The migrations this code ships (drizzle's journal), read once: they cannot change while it runs. */
function shippedMigrations(): ShippedMigration[] {
  shipped ??= (JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: ShippedMigration[] }).entries.map(
    ({ tag, when }) => ({ tag, when }),
  );
  return shipped;
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface DatabaseCheck {
  ok: boolean;
  ms: number;
  error?: string;
}

export interface MigrationsCheck {
  ok: boolean;
  shipped: number;
  applied: number;
  /** Shipped with this code and not applied to the database (tags). */
  missing: string[];
  /** Applied by a newer release this code does not know (a rolling upgrade in progress, or a downgrade). */
  unknown: number;
  error?: string;
}

export async function checkDatabase(
  database: Database,
): Promise<{ database: DatabaseCheck; migrations: MigrationsCheck }> {
  const started = performance.now();
  const code = shippedMigrations();
  const ms = () => Math.round(performance.now() - started);
  try {
    await withTimeout(database.query('select 1'), 'the database');
  } catch {
    return {
      database: { ok: false, ms: ms(), error: 'the database cannot be reached' },
      migrations: {
        ok: false,
        shipped: code.length,
        applied: 0,
        missing: [],
        unknown: 0,
        error: 'not checked: the database cannot be reached',
      },
    };
  }
  const databaseCheck = { ok: true, ms: ms() };
  let applied: number[];
  try {
    // drizzle's own record; it decides what to apply by created_at (the journal's `when`), so this compares the same.
    const rows = await withTimeout(
      database.query<{ created_at: string }>('select created_at from drizzle.__drizzle_migrations'),
      'the database',
    );
    applied = rows.map((r) => Number(r.created_at));
  } catch {
    return {
      database: databaseCheck,
      migrations: {
        ok: false,
        shipped: code.length,
        applied: 0,
        missing: code.map((m) => m.tag),
        unknown: 0,
        error: 'no migration record in the database',
      },
    };
  }
  const appliedSet = new Set(applied);
  const missing = code.filter((m) => !appliedSet.has(m.when)).map((m) => m.tag);
  const known = new Set(code.map((m) => m.when));
  const unknown = applied.filter((w) => !known.has(w)).length;
  return {
    database: databaseCheck,
    migrations: { ok: missing.length === 0, shipped: code.length, applied: applied.length, missing, unknown },
  };
}

export interface DmsCheck {
  reachable: boolean;
  ms: number;
  error?: string;
}

/** One feed page of one vehicle, with the key: the cheapest call that proves the DMS answers us. */
export async function checkDms(baseUrl: string, apiKey: string): Promise<DmsCheck> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  if (!baseUrl) return { reachable: false, ms: 0, error: 'the DMS address is not known yet' };
  try {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}${dmsEndpoints.vehicles.path}?page=1&pageSize=1`, {
      headers: { [DMS_API_KEY_HEADER]: apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return res.ok
      ? { reachable: true, ms: ms() }
      : { reachable: false, ms: ms(), error: `the DMS answered ${res.status}` };
  } catch (err) {
    const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
    return {
      reachable: false,
      ms: ms(),
      error: timedOut ? `the DMS did not answer within ${CHECK_TIMEOUT_MS} ms` : 'the DMS cannot be reached',
    };
  }
}

/** How long one DMS probe answers /v1/ready: anyone may call it, and each probe is a keyed request to the DMS. */
export const DMS_PROBE_CACHE_MS = 5_000;

/**
 * checkDms shared by every /v1/ready call: one probe in flight at a time, its answer reused for DMS_PROBE_CACHE_MS
 * (50 clients calling for 6 s made 1,130 DMS requests before). A new DMS address is probed afresh.
 */
export function createDmsProbe(now: () => number, probe: typeof checkDms = checkDms) {
  let last: { at: number; baseUrl: string; result: DmsCheck } | null = null;
  let running: { baseUrl: string; result: Promise<DmsCheck> } | null = null;
  return (baseUrl: string, apiKey: string): Promise<DmsCheck> => {
    if (last && last.baseUrl === baseUrl && now() - last.at < DMS_PROBE_CACHE_MS) return Promise.resolve(last.result);
    if (running && running.baseUrl === baseUrl) return running.result;
    const started = now();
    const result = probe(baseUrl, apiKey).then((r) => {
      last = { at: started, baseUrl, result: r };
      running = null;
      return r;
    });
    running = { baseUrl, result };
    return result;
  };
}
