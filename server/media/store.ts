import { eq, sql } from 'drizzle-orm';
import type { MediaRecord, MediaUse } from '../../contract/content/api.ts';
import { collectionByName, humanize } from '../../contract/content/index.ts';
import type { Db } from '../db/open.ts';
import { documentRevisions, documents, media } from '../db/schema.ts';

export type MediaRow = typeof media.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const NO_MEDIA = (publicId: string) => `There is no image ${publicId} (it may have been deleted already)`;
export const IN_USE = (uses: MediaUse[]) =>
  `This image is used by ${uses.map((u) => `${u.label}${u.inRevision ? ', in an earlier version' : ''}`).join('; ')}: remove it there first`;

export const srcOf = (key: string) => `/media/${key}`;

export function toMediaRecord(row: MediaRow): MediaRecord {
  return {
    publicId: row.publicId,
    src: srcOf(row.storageKey),
    width: row.width,
    height: row.height,
    format: row.format,
    bytes: row.bytes,
    folder: row.folder,
    preset: row.preset,
    variants: row.variants.map((v) => ({ width: v.width, src: srcOf(v.key) })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every key of the image: the main file and its variants. */
export const keysOf = (row: MediaRow) => [row.storageKey, ...row.variants.map((v) => v.key)];

export async function insertMedia(db: Db, row: MediaRow): Promise<void> {
  await db.insert(media).values(row);
}

export async function findMedia(db: Db | Tx, publicId: string, lock = false): Promise<MediaRow | null> {
  const q = db.select().from(media).where(eq(media.publicId, publicId));
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

/** Dotted paths in a document's data whose value is this image (`{publicId, ...}`), e.g. `img`, `slides.2.img`. */
export function fieldsUsing(data: unknown, publicId: string, prefix = '', depth = 0): string[] {
  if (depth > 8 || data === null || typeof data !== 'object') return [];
  if (!Array.isArray(data) && (data as { publicId?: unknown }).publicId === publicId) return [prefix];
  return Object.entries(data).flatMap(([k, v]) => fieldsUsing(v, publicId, prefix ? `${prefix}.${k}` : k, depth + 1));
}

/** 'Warranty image "Five-year cover"', as staff name it (the id when it has no title). */
function placeLabel(collection: string, id: string, data: Record<string, unknown>): string {
  const c = collectionByName(collection);
  const title = typeof data.title === 'string' && data.title.trim() ? `"${data.title.trim()}"` : id;
  return c ? `${c.label} ${title}` : `${collection} ${title}`;
}

/** 'Desktop image' for `img` on a warranty image: the declaration's label, else the field's name in words. */
function fieldLabel(collection: string, field: string): string {
  if (!field) return field;
  const labels = collectionByName(collection)?.labels as Record<string, string> | undefined;
  return labels?.[field] ?? humanize(field.split('.').pop() ?? field);
}

/**
 * Where the image is used, through the documents' and revisions' `media_ids` (GIN-indexed): the current documents
 * first; a revision is listed only for a place no current document covers (an older version could be restored).
 */
export async function usesOf(db: Db | Tx, publicId: string): Promise<MediaUse[]> {
  const current = await db
    .select({ collection: documents.collection, id: documents.id, data: documents.data })
    .from(documents)
    .where(sql`${publicId} = any(${documents.mediaIds})`)
    .orderBy(documents.collection, documents.id);
  const past = await db
    .select({
      collection: documentRevisions.collection,
      id: documentRevisions.documentId,
      data: documentRevisions.data,
    })
    .from(documentRevisions)
    // Revisions of a deleted document cannot be restored (the console offers no way back to them): they keep nothing.
    .where(
      sql`${publicId} = any(${documentRevisions.mediaIds}) and exists (select 1 from ${documents} d where d.collection = ${documentRevisions.collection} and d.id = ${documentRevisions.documentId})`,
    )
    .orderBy(documentRevisions.collection, documentRevisions.documentId, sql`${documentRevisions.version} desc`);
  const uses = new Map<string, MediaUse>();
  const add = (rows: typeof current, inRevision: boolean) => {
    for (const r of rows) {
      const fields = fieldsUsing(r.data, publicId);
      for (const field of fields.length ? fields : ['']) {
        const key = `${r.collection}\u0000${r.id}\u0000${field}`;
        const label = `${placeLabel(r.collection, r.id, r.data)}${field ? ` (${fieldLabel(r.collection, field)})` : ''}`;
        if (!uses.has(key)) uses.set(key, { collection: r.collection, id: r.id, field, label, inRevision });
      }
    }
  };
  add(current, false);
  add(past, true);
  return [...uses.values()];
}

/**
 * Deletes the row unless the image is in use, the row locked meanwhile so two deletions cannot both pass.
 * Returns the deleted row, or the places that use it.
 */
export async function deleteUnusedMedia(db: Db, publicId: string): Promise<{ row: MediaRow | null; uses: MediaUse[] }> {
  return db.transaction(async (tx) => {
    const row = await findMedia(tx, publicId, true);
    if (!row) return { row: null, uses: [] };
    const uses = await usesOf(tx, publicId);
    if (uses.length) return { row, uses };
    await tx.delete(media).where(eq(media.publicId, publicId));
    return { row, uses };
  });
}
