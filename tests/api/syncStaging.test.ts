import { afterAll, beforeAll, expect, it } from 'vitest';
import { dmsVehicle, type DmsVehicle } from '../../contract/dms.ts';
import { Inventory } from '../../dms-sandbox/inventory.ts';
import { DEFAULT_AS_OF } from '../../dms-sandbox/plugin.ts';
import type { Database } from '../../server/db/open.ts';
import { applyStaged, knownHashes, startWriting } from '../../server/sync/apply.ts';
import { preparePage } from '../../server/sync/prepare.ts';
import { stagedBatch, type StagedRow } from '../../server/sync/stagingRows.ts';
import { writeStagedBatch } from '../../server/sync/stagingWrite.ts';
import { createRun } from '../../server/sync/runs.ts';
import { freshDatabase } from './helpers/database.ts';
import { nth, firstOf } from '../support/nth.ts';

// The staging write (binary COPY on both databases) must carry any text unchanged.
let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => ({ database: db, drop } = await freshDatabase()));
afterAll(() => drop());

const inventory = new Inventory({ seed: 1, asOf: DEFAULT_AS_OF }, 3, '/dms-sandbox');
const sandbox = (i: number): DmsVehicle => inventory.toDms(inventory.core(i), null);
const tricky: DmsVehicle = dmsVehicle.parse({
  ...sandbox(0),
  make: 'Tab\there, new\nline, CR\rend',
  model: 'back\\slash \\N "quoted" \\t',
  series: 'ünïcödé 🚗 \u2028',
  rideShareCategory: null,
  exteriorColor: '\\',
});
const run = async (runId: number, vehicles: DmsVehicle[], known: Map<string, string>) => {
  const page = preparePage(
    { page: 1, pageSize: vehicles.length, total: vehicles.length, totalPages: 1, vehicles },
    known,
  );
  const rows = page.vehicles.filter((v): v is StagedRow => v.fields !== null);
  await writeStagedBatch(db, stagedBatch(runId, 0, rows));
  const result = await applyStaged(db, runId, rows.length, new Date('2026-11-22T09:00:00Z'));
  await db.query('truncate sync_staging');
  return { staged: rows.length, ...result };
};

it('stores tricky text exactly as the DMS sent it, and a re-run stages nothing', async () => {
  const vehicles = [tricky, sandbox(1), sandbox(2)];
  expect(await run(1, vehicles, await knownHashes(db))).toEqual({ staged: 3, inserted: 3, updated: 0 });
  const rows = await db.query<{
    stockid: string;
    make: string;
    model: string;
    series: string;
    ride_share_category: string | null;
    dms: DmsVehicle;
    lifestyle_category: string[];
  }>(
    'select stockid, make, model, series, ride_share_category, dms::json as dms, lifestyle_category from vehicles order by stockid',
  );
  expect(rows.map((r) => r.dms)).toEqual(vehicles);
  expect(rows[0]).toMatchObject({
    make: tricky.make,
    model: tricky.model,
    series: tricky.series,
    ride_share_category: null,
  });
  expect(nth(rows, 1).lifestyle_category).toEqual(nth(vehicles, 1).lifestyleCategory);
  expect(await run(2, vehicles, await knownHashes(db))).toEqual({ staged: 0, inserted: 0, updated: 0 });
});

it('marks exactly the vehicles the feed no longer has, and a changed one is staged again', async () => {
  const now = new Date('2026-11-22T09:00:00Z');
  const feed = { seen: [tricky.stockid, sandbox(1).stockid], staged: 0, fetched: 2 };
  expect(await startWriting(db, 3, feed, now)).toBe(1);
  expect(await startWriting(db, 3, feed, now)).toBe(0);
  expect(await startWriting(db, 3, { ...feed, seen: null }, now)).toBe(0);
  // The marked vehicle is not among the known hashes, so it is staged and its mark cleared; the changed one too.
  const known = await knownHashes(db);
  expect(known.has(sandbox(2).stockid)).toBe(false);
  expect(await run(3, [tricky, { ...sandbox(1), mileage: 1 }, sandbox(2)], known)).toEqual({
    staged: 2,
    inserted: 0,
    updated: 2,
  });
  const [{ n }] = firstOf(
    await db.query<{ n: number }>('select count(*)::int as n from vehicles where mark_for_deletion is not null'),
    1,
  );
  expect(n).toBe(0);
});

it('a write that fails part-way leaves the run counting the vehicles already saved', async () => {
  const big = new Inventory({ seed: 2, asOf: DEFAULT_AS_OF }, 1500, '/dms-sandbox');
  const vehicles = Array.from({ length: 1500 }, (_, i) => big.toDms(big.core(i), null));
  const page = preparePage(
    { page: 1, pageSize: vehicles.length, total: vehicles.length, totalPages: 1, vehicles },
    new Map(),
  );
  const rows = page.vehicles.filter((v): v is StagedRow => v.fields !== null);
  const runId = await createRun(db, 'manual', undefined, new Date('2026-11-22T09:00:00Z'));
  await writeStagedBatch(db, stagedBatch(runId, 0, rows));
  // The second batch of 1,000 holds the refused stock id: the first one is saved, the second is not.
  await db.query(
    `alter table vehicles add constraint refused check (stockid <> '${nth(rows, 1200).stockid}') not valid`,
  );
  try {
    await expect(applyStaged(db, runId, rows.length, new Date('2026-11-22T09:00:00Z'))).rejects.toThrow(/refused/);
  } finally {
    await db.query('alter table vehicles drop constraint refused');
    await db.query('truncate sync_staging');
  }
  const [run] = firstOf(
    await db.query<{ inserted: number; updated: number }>('select inserted, updated from sync_runs where id = $1', [
      runId,
    ]),
    1,
  );
  // Saved: the vehicles now holding this feed's data (a few stock ids existed already, from the tests above).
  const [{ saved }] = firstOf(
    await db.query<{ saved: number }>(
      'select count(*)::int as saved from vehicles where source_hash = any($1::text[])',
      [rows.map((r) => r.hash)],
    ),
    1,
  );
  expect(saved).toBe(1000);
  expect(run.inserted + run.updated).toBe(saved);
});
