import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Public-site content (contract/content/): one row per document of a declared collection, JSONB validated by the
 * collection's zod schema on every write. Singletons use the fixed id 'singleton' (one row by the primary key).
 * `media_ids` lists the images the document uses, so where-used is an index lookup.
 */
export const documents = pgTable(
  'documents',
  {
    collection: text('collection').notNull(),
    id: text('id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    position: integer('position').notNull().default(0),
    version: integer('version').notNull().default(1),
    mediaIds: text('media_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.collection, t.id] }),
    index('documents_collection_position_idx').on(t.collection, t.position, t.id),
    index('documents_media_ids_idx').using('gin', t.mediaIds),
  ],
);

/** Every version of every document (history, difference, restore); at most 100 kept per document. */
export const documentRevisions = pgTable(
  'document_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collection: text('collection').notNull(),
    documentId: text('document_id').notNull(),
    version: integer('version').notNull(),
    op: text('op', { enum: ['create', 'update', 'restore', 'delete'] }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    changed: jsonb('changed').$type<string[]>().notNull(),
    restoredFrom: integer('restored_from'),
    mediaIds: text('media_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    at: ts('at').notNull(),
    by: text('by'),
  },
  (t) => [
    uniqueIndex('document_revisions_doc_version_key').on(t.collection, t.documentId, t.version),
    index('document_revisions_media_ids_idx').using('gin', t.mediaIds),
  ],
);

/** Uploaded images: re-encoded, stored under random names (local folder or S3 bucket). */
export const media = pgTable('media', {
  publicId: text('public_id').primaryKey(),
  folder: text('folder').notNull(),
  preset: text('preset', { enum: ['default', 'blog'] }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  format: text('format').notNull(),
  bytes: integer('bytes').notNull(),
  variants: jsonb('variants').$type<{ width: number; key: string }[]>().notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: ts('created_at').notNull(),
  createdBy: text('created_by'),
});
