import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The inventory sync's tables: its run history and the staging table a run's new and changed vehicles land in. */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One row per sync: what happened, and a heartbeat so a run killed mid-way is recognised and closed. */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    trigger: text('trigger', { enum: ['manual', 'schedule'] }).notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] }).notNull(),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at'),
    heartbeatAt: ts('heartbeat_at').notNull(),
    total: integer('total'),
    fetched: integer('fetched').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    marked: integer('marked').notNull().default(0),
    error: text('error'),
    startedBy: text('started_by'),
    /**
     * Set when the feed has passed its checks and the run starts writing `vehicles` (its staged rows, seq 0 … staged-1):
     * a run left 'running' with it set is finished from sync_staging at the next start (server/sync/resume.ts).
     * inserted, updated and marked are counted in the same statements that write the rows.
     */
    staged: integer('staged'),
  },
  (t) => [index('sync_runs_started_idx').on(t.startedAt)],
);

/**
 * New and changed vehicles of a run land here first; nothing reaches `vehicles` until the whole feed has arrived
 * and passed. The DMS-owned columns come ready-made so the apply is a plain copy; `data` is the record's JSON as
 * text stored uncompressed (migration 0002): parsing and compressing it once, into `vehicles`, is the cheapest path.
 */
export const syncStaging = pgTable(
  'sync_staging',
  {
    runId: bigint('run_id', { mode: 'number' }).notNull(),
    seq: integer('seq').notNull(),
    stockid: text('stockid').notNull(),
    hash: text('hash').notNull(),
    vin: text('vin').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    series: text('series').notNull(),
    carYear: integer('car_year').notNull(),
    mileage: integer('mileage').notNull(),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    listPrice: numeric('list_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    rideShareCategory: text('ride_share_category'),
    lifestyleCategory: jsonb('lifestyle_category').$type<string[]>().notNull(),
    bodyValue: text('body_value'),
    data: text('data').notNull(),
    // Derived from the record in JS while staging, so the upsert does no jsonb work per row.
    summary: text('summary'),
    listPart: text('list_part'),
    listPartSlim: text('list_part_slim'),
    spin20: integer('spin_20'),
    spin45: integer('spin_45'),
    spin60: integer('spin_60'),
    hasInterior: boolean('has_interior'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.seq] })],
);
