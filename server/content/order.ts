import { and, eq, inArray } from 'drizzle-orm';
import { ORDER_INCOMPLETE, ORDER_UNKNOWN, type CollectionDeclaration } from '../../contract/content/index.ts';
import type { Db } from '../db/open.ts';
import { documents } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { audit } from '../audit.ts';

const stale = (message: string) => new ApiError(412, message, { ids: message });

/**
 * Stores a list collection's order in one transaction: `ids` must name exactly the collection's items (locked
 * meanwhile), else nothing changes. Only `position` moves: versions stay, so an edit open elsewhere is not made stale
 * by a reorder. Answers whether anything moved.
 */
export async function reorderDocuments(
  db: Db,
  c: CollectionDeclaration,
  ids: readonly string[],
  actor: { id: string; email: string },
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: documents.id, position: documents.position })
      .from(documents)
      .where(eq(documents.collection, c.name))
      .for('update');
    const current = new Map(rows.map((r) => [r.id, r.position]));
    const unknown = ids.filter((id) => !current.has(id));
    if (unknown.length) throw stale(ORDER_UNKNOWN(unknown.length));
    const missing = rows.length - ids.length;
    if (missing > 0) throw stale(ORDER_INCOMPLETE(missing));
    let moved = false;
    for (const [position, id] of ids.entries()) {
      if (current.get(id) === position) continue;
      moved = true;
      await tx
        .update(documents)
        .set({ position })
        .where(and(eq(documents.collection, c.name), inArray(documents.id, [id])));
    }
    // In the reorder's own transaction, as every content write's audit line (store.ts).
    if (moved)
      await audit(
        tx,
        { action: `content.${c.name}.reorder`, actorId: actor.id, actorEmail: actor.email, details: { ids } },
        at,
      );
    return moved;
  });
}
