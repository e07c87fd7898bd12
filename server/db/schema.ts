import { sql } from 'drizzle-orm';
import {
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin'] })
      .notNull()
      .default('admin'),
    status: text('status', { enum: ['invited', 'active'] })
      .notNull()
      .default('invited'),
    passwordHash: text('password_hash'),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/** Opaque bearer tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Invitation and password-reset links: single use, hashed, short-lived. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['invite', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdBy: uuid('created_by'),
  },
  (t) => [uniqueIndex('invitations_token_hash_key').on(t.tokenHash), index('invitations_user_idx').on(t.userId)],
);

/** Failed sign-ins, kept in the database so throttling survives restarts and spans instances. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // 'account': one email from one IP; 'email': one email from any IP; 'ip': one IP, any email (server/auth/throttle.ts); 'reset': reset requests of one IP.
    kind: text('kind', { enum: ['account', 'email', 'ip', 'reset'] }).notNull(),
    key: text('key').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [index('login_failures_key_idx').on(t.kind, t.key, t.at)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at')
      .notNull()
      .default(sql`now()`),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    target: text('target'),
    outcome: text('outcome', { enum: ['success', 'failure'] })
      .notNull()
      .default('success'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_idx').on(t.action)],
);

/**
 * The inventory. DMS-owned columns are refreshed by the sync (searchable/sortable ones as columns, the rest in
 * `dms`); admin-owned columns (active, rim size, feature choices, SEO, overrides) are never touched by it.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    stockid: text('stockid').primaryKey(),
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
    /** The DMS's body-type spelling ('Sedan 4D'), the key of the body-type cards and of body_value_counts. */
    bodyValue: text('body_value'),
    /**
     * The whole DMS record as last synced (pictures, features, spin, interior, extras), as its JSON text: never
     * queried inside, and text spares PostgreSQL the jsonb parse on every sync write and the print on every read.
     */
    dms: text('dms').notNull(),
    /** SHA-256 of the DMS record: a re-sync writes only rows whose hash changed. */
    sourceHash: text('source_hash').notNull(),
    markForDeletion: date('mark_for_deletion', { mode: 'string' }),
    // Admin-owned.
    active: boolean('active').notNull().default(false),
    rimSize: text('rim_size'),
    /** Admin overrides of the DMS categories; the effective value is COALESCE(override, DMS value). */
    rideShareOverride: text('ride_share_override'),
    lifestyleOverride: jsonb('lifestyle_override').$type<string[]>(),
    featureChoices: jsonb('feature_choices').$type<Record<string, unknown>>(),
    seo: jsonb('seo').$type<Record<string, unknown>>(),
    /** Pin descriptions by type over all pin maps of the vehicle, kept with every pin write (admin-owned). */
    pinDamageCount: integer('pin_damage_count').notNull().default(0),
    pinFeatureCount: integer('pin_feature_count').notNull().default(0),
    pinInstFeatureCount: integer('pin_inst_feature_count').notNull().default(0),
    // DMS-derived, written by the sync with `dms` itself: the assets table reads these, never the jsonb.
    /** Frames of the 20, 45 and 60 degree spin rows (0 = no such row). */
    spin20: integer('spin_20').notNull().default(0),
    spin45: integer('spin_45').notNull().default(0),
    spin60: integer('spin_60').notNull().default(0),
    hasInterior: boolean('has_interior').notNull().default(false),
    /**
     * What the list and the export show of the DMS record (server/vehicles/summary.ts) as JSON text, written with
     * `dms`. Text, not jsonb: PostgreSQL printed 100,000 jsonb values in 4.9 s, the same text in 1.0 s.
     */
    summary: text('summary'),
    /** The list row's DMS part as JSON text, full and slim (server/vehicles/listPart.ts), written with `summary`. */
    listPart: text('list_part'),
    listPartSlim: text('list_part_slim'),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull(),
    dmsUpdatedAt: ts('dms_updated_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    // Ascending btree indexes: a backward scan serves DESC (backend notes §4). Each ends with stockid, the list's
    // tie-breaker, so a page reads its 20 rows only: on purchase_date alone the newest day's 873 vehicles were read
    // and sorted for every default page (100,000 vehicles).
    index('vehicles_purchase_date_stockid_idx').on(t.purchaseDate, t.stockid),
    index('vehicles_list_price_stockid_idx').on(t.listPrice, t.stockid),
    index('vehicles_car_year_stockid_idx').on(t.carYear, t.stockid),
    index('vehicles_mileage_stockid_idx').on(t.mileage, t.stockid),
    index('vehicles_make_stockid_idx').on(t.make, t.stockid),
    index('vehicles_model_stockid_idx').on(t.model, t.stockid),
    index('vehicles_active_stockid_idx').on(t.active, t.stockid),
    // The assets table's "unequal rows" filter: rows that exist (frames > 0) with differing frame counts.
    // Empty once every row has its summary and list parts (written together): the backfill's check at each start
    // reads nothing instead of every row.
    index('vehicles_list_part_missing_idx')
      .on(t.stockid)
      .where(sql`${t.listPart} is null`),
    index('vehicles_spin_unequal_idx')
      .on(t.stockid)
      .where(
        sql`greatest(${t.spin20}, ${t.spin45}, ${t.spin60}) > least(nullif(${t.spin20}, 0), nullif(${t.spin45}, 0), nullif(${t.spin60}, 0))`,
      ),
    index('vehicles_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.stockid} || ' ' || ${t.vin} || ' ' || ${t.make} || ' ' || ${t.model} || ' ' || ${t.series})) gin_trgm_ops`,
    ),
  ],
);

/** Small named settings (the sync limit, ...), each with a version for conflict detection. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * Vehicles per DMS body value (not marked for deletion), and how many of them are shown on the front end: the
 * body-type cards' carCount and the available pool read these few rows instead of counting 100,000 vehicles per
 * call. Rebuilt by every sync, moved by every Show-on-FE change (server/bodyTypes/counts.ts).
 */
export const bodyValueCounts = pgTable('body_value_counts', {
  value: text('value').primaryKey(),
  vehicles: integer('vehicles').notNull().default(0),
  shown: integer('shown').notNull().default(0),
});

/** The pins of one vehicle picture (or spin frame): one row per (stockid, picture). */
export const vehiclePins = pgTable(
  'vehicle_pins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stockid: text('stockid')
      .notNull()
      .references(() => vehicles.stockid, { onDelete: 'cascade' }),
    picture: text('picture').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    pin: jsonb('pin').$type<{ areas: unknown[]; description: unknown[] }>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('vehicle_pins_stockid_picture_key').on(t.stockid, t.picture)],
);

/** 360 hotspots: `data` is the hotspot without id and version (placement or direction, text, pictures). */
export const hotspots = pgTable(
  'hotspots',
  {
    stockid: text('stockid')
      .notNull()
      .references(() => vehicles.stockid, { onDelete: 'cascade' }),
    view: text('view', { enum: ['exterior', 'interior'] }).notNull(),
    id: text('id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.stockid, t.view, t.id] })],
);

/**
 * Change notices to the public site not delivered yet (server/content/webhook.ts): kept until the site answers 2xx or
 * the retries are spent, so a restart does not lose them. `lease_until`: an instance is sending it or holds its retry.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    body: text('body').notNull(),
    /** Attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    dueAt: ts('due_at').notNull(),
    leaseUntil: ts('lease_until'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('webhook_deliveries_due_idx').on(t.dueAt)],
);

// The content platform's tables (documents, revisions, media) and the sync's (runs, staging) live in their own files;
// drizzle-kit reads them here.
export * from './contentSchema.ts';
export * from './syncSchema.ts';
