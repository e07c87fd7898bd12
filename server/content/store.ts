import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  collectionByName,
  NOT_FOUND_DOCUMENT,
  STALE_DELETE,
  withAliases,
  STALE_DOCUMENT,
  STALE_RESTORE,
  type CollectionDeclaration,
  type ContentDocument,
  type Revision,
} from '../../contract/content/index.ts';
import type { Db } from '../db/open.ts';
import { documentRevisions, documents, media } from '../db/schema.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { changedFields, mediaIdsOf } from './values.ts';
import { audit } from '../audit.ts';
import { onlyRow } from '../db/onlyRow.ts';

/** Past this many versions of a document the oldest revisions go (content notes §2: history must not grow unbounded). */
export const REVISIONS_KEPT = 100;
export { SINGLETON_ID } from '../../contract/content/names.ts';

type Row = typeof documents.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Actor {
  email: string;
  /** The admin's id; none for the server's own writes (the seed), which are not audited. */
  id?: string;
}

export const present = (row: Row): ContentDocument => ({
  ...withAliasesOf(row.collection, row.data),
  _id: row.id,
  id: row.id,
  version: row.version,
  position: row.position,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  createdBy: row.createdBy,
  updatedBy: row.updatedBy,
});

const withAliasesOf = (name: string, data: Record<string, unknown>) => {
  const c = collectionByName(name);
  return c ? withAliases(c, data) : data;
};

const stale = (message = STALE_DOCUMENT) => new ApiError(412, message, { version: message });

export async function listRows(db: Db, c: CollectionDeclaration): Promise<Row[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.collection, c.name))
    .orderBy(asc(documents.position), asc(documents.id));
}

export async function getRow(
  db: Db | Tx,
  c: CollectionDeclaration,
  id: string,
  lock = false,
): Promise<Row | undefined> {
  const q = db
    .select()
    .from(documents)
    .where(and(eq(documents.collection, c.name), eq(documents.id, id)));
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

export async function requireRow(db: Db, c: CollectionDeclaration, id: string): Promise<Row> {
  const row = await getRow(db, c, id);
  if (!row) throw notFound(NOT_FOUND_DOCUMENT(c.label));
  return row;
}

/**
 * Holds the document's images for the rest of the transaction: a media delete locks its row and checks where-used
 * in one transaction, so either it sees this document or this save sees the image gone.
 */
async function holdMedia(tx: Tx, ids: string[]) {
  if (!ids.length) return;
  const rows = await tx.select({ id: media.publicId }).from(media).where(inArray(media.publicId, ids)).for('share');
  if (rows.length < new Set(ids).size) throw badRequest('An image of this item was deleted meanwhile: choose it again');
}

async function addRevision(
  tx: Tx,
  c: CollectionDeclaration,
  row: Row,
  op: Revision['op'],
  previous: Record<string, unknown> | null,
  actor: Actor,
  at: Date,
  restoredFrom: number | null = null,
) {
  await tx.insert(documentRevisions).values({
    collection: c.name,
    documentId: row.id,
    version: row.version,
    op,
    data: row.data,
    changed: changedFields(previous, row.data),
    restoredFrom,
    mediaIds: row.mediaIds,
    at,
    by: actor.email,
  });
  // In the change's own transaction: a backup or a crash never holds the change without its audit line.
  if (actor.id) {
    const version = op === 'delete' ? row.version - 1 : row.version; // a deletion: the document's last version
    await audit(
      tx,
      {
        action: `content.${c.name}.${op}`,
        actorId: actor.id,
        actorEmail: actor.email,
        target: row.id,
        details: { version },
      },
      at,
    );
  }
  await tx
    .delete(documentRevisions)
    .where(
      and(
        eq(documentRevisions.collection, c.name),
        eq(documentRevisions.documentId, row.id),
        lt(documentRevisions.version, row.version - REVISIONS_KEPT + 1),
      ),
    );
}

export async function createDocument(
  db: Db,
  c: CollectionDeclaration,
  data: Record<string, unknown>,
  actor: Actor,
  at: Date,
  id: string = randomUUID(),
): Promise<Row> {
  return db.transaction(async (tx) => {
    await holdMedia(tx, mediaIdsOf(c, data));
    const { next } = onlyRow(
      await tx
        .select({ next: sql<number>`coalesce(max(${documents.position}), -1)::int + 1` })
        .from(documents)
        .where(eq(documents.collection, c.name)),
    );
    const [row] = await tx
      .insert(documents)
      .values({
        collection: c.name,
        id,
        data,
        position: next,
        version: 1,
        mediaIds: mediaIdsOf(c, data),
        createdAt: at,
        updatedAt: at,
        createdBy: actor.email,
        updatedBy: actor.email,
      })
      .onConflictDoNothing()
      .returning();
    // A singleton written for the first time by two admins at once: the second one is stale.
    if (!row) throw stale();
    await addRevision(tx, c, row, 'create', null, actor, at);
    return row;
  });
}

/**
 * Writes new content when `expectedVersion` is still current: the row is locked, so of two saves of one version
 * exactly one wins and the other gets 412. Content equal to the stored one keeps the version (no new revision).
 */
export async function updateDocument(
  db: Db,
  c: CollectionDeclaration,
  id: string,
  expectedVersion: number,
  build: (current: Row) => Promise<Record<string, unknown>>,
  actor: Actor,
  at: Date,
  restoredFrom: number | null = null,
): Promise<{ row: Row; before: Row; changed: boolean }> {
  const staleMessage = restoredFrom === null ? STALE_DOCUMENT : STALE_RESTORE;
  const before = await getRow(db, c, id);
  if (!before) throw notFound(NOT_FOUND_DOCUMENT(c.label));
  if (before.version !== expectedVersion) throw stale(staleMessage);
  // Validation (media lookups included) runs before the transaction: PGlite runs one query at a time.
  const data = await build(before);
  return db.transaction(async (tx) => {
    const current = await getRow(tx, c, id, true);
    if (!current) throw notFound(NOT_FOUND_DOCUMENT(c.label));
    if (current.version !== expectedVersion) throw stale(staleMessage);
    // Nothing new (a save of unchanged input, or a restore of what is already current): the version stays.
    if (changedFields(current.data, data).length === 0) return { row: current, before: current, changed: false };
    await holdMedia(tx, mediaIdsOf(c, data));
    const [row] = await tx
      .update(documents)
      .set({ data, version: current.version + 1, mediaIds: mediaIdsOf(c, data), updatedAt: at, updatedBy: actor.email })
      .where(and(eq(documents.collection, c.name), eq(documents.id, id), eq(documents.version, expectedVersion)))
      .returning();
    if (!row) throw stale(staleMessage);
    await addRevision(tx, c, row, restoredFrom === null ? 'update' : 'restore', current.data, actor, at, restoredFrom);
    return { row, before: current, changed: true };
  });
}

/** Deletes a document; its revisions stay (history, and the images they use are kept). */
export async function deleteDocument(
  db: Db,
  c: CollectionDeclaration,
  id: string,
  expectedVersion: number | undefined,
  actor: Actor,
  at: Date,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const current = await getRow(tx, c, id, true);
    if (!current) throw notFound(NOT_FOUND_DOCUMENT(c.label));
    if (expectedVersion !== undefined && current.version !== expectedVersion) throw stale(STALE_DELETE);
    await tx.delete(documents).where(and(eq(documents.collection, c.name), eq(documents.id, id)));
    await addRevision(tx, c, { ...current, version: current.version + 1 }, 'delete', current.data, actor, at);
    return current;
  });
}

export async function listRevisions(db: Db, c: CollectionDeclaration, id: string): Promise<Revision[]> {
  const rows = await db
    .select()
    .from(documentRevisions)
    .where(and(eq(documentRevisions.collection, c.name), eq(documentRevisions.documentId, id)))
    .orderBy(desc(documentRevisions.version));
  return rows.map((r) => ({
    version: r.version,
    op: r.op,
    at: r.at.toISOString(),
    by: r.by,
    changed: r.changed,
    data: r.data,
    restoredFrom: r.restoredFrom,
  }));
}

export async function getRevision(db: Db, c: CollectionDeclaration, id: string, version: number) {
  const [r] = await db
    .select()
    .from(documentRevisions)
    .where(
      and(
        eq(documentRevisions.collection, c.name),
        eq(documentRevisions.documentId, id),
        eq(documentRevisions.version, version),
      ),
    );
  return r;
}

/** A fresh install gets the declared documents (the home page's banner slots) once; deleting them later is final. */
export async function seedCollection(
  db: Db,
  c: CollectionDeclaration,
  parse: (input: unknown) => Record<string, unknown>,
  at: Date,
) {
  if (!c.seed?.length) return;
  const { n } = onlyRow(
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(documentRevisions)
      .where(eq(documentRevisions.collection, c.name)),
  );
  if (n > 0) return;
  for (const input of c.seed)
    await createDocument(db, c, parse(input), { email: 'system' }, at, c.seedId?.(input as Record<string, unknown>));
}
