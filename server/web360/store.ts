import { and, asc, eq, sql } from 'drizzle-orm';
import type { ExteriorHotspot, HotspotView, InteriorHotspot } from '../../contract/web360.ts';
import type { Db } from '../db/open.ts';
import { hotspots } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

export interface StoredHotspots {
  exteriorHotspots: ExteriorHotspot[];
  interiorHotspots: InteriorHotspot[];
}

export const needsVersion = (id: string) =>
  `Hotspot ${id} already exists; send its current version to replace it (reload the hotspots to get it)`;
export const staleHotspot = (id: string) =>
  `Hotspot ${id} was changed or deleted by someone else since you loaded it. Reload the hotspots; nothing was saved.`;

/** Both views of one stock id, oldest first; each hotspot carries the version a replacement must send. */
export async function loadHotspots(db: Db, stockid: string): Promise<StoredHotspots> {
  const rows = await db
    .select()
    .from(hotspots)
    .where(eq(hotspots.stockid, stockid))
    .orderBy(asc(hotspots.createdAt), asc(hotspots.id));
  const of = (view: HotspotView) =>
    rows.filter((r) => r.view === view).map((r) => ({ ...r.data, id: r.id, version: r.version }));
  return {
    exteriorHotspots: of('exterior') as ExteriorHotspot[],
    interiorHotspots: of('interior') as InteriorHotspot[],
  };
}

/** One hotspot of a save request; `field` names it in errors (`exteriorHotspots.2`). */
export type Incoming = { view: HotspotView; field: string; hotspot: ExteriorHotspot | InteriorHotspot };

/**
 * Adds hotspots without a version and replaces those with one, all or nothing: an id that exists but comes without
 * a version, or with one that is no longer current, is a 412 and the whole request is rolled back.
 */
export async function saveHotspots(db: Db, stockid: string, incoming: Incoming[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { view, field, hotspot } of incoming) {
      const { id, version, ...data } = hotspot;
      if (version === undefined) {
        const added = await tx
          .insert(hotspots)
          .values({ stockid, view, id, data, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning({ id: hotspots.id });
        if (added.length === 0) throw new ApiError(412, needsVersion(id), { [`${field}.version`]: needsVersion(id) });
      } else {
        const replaced = await tx
          .update(hotspots)
          .set({ data, version: sql`${hotspots.version} + 1`, updatedAt: now })
          .where(
            and(
              eq(hotspots.stockid, stockid),
              eq(hotspots.view, view),
              eq(hotspots.id, id),
              eq(hotspots.version, version),
            ),
          )
          .returning({ id: hotspots.id });
        if (replaced.length === 0)
          throw new ApiError(412, staleHotspot(id), { [`${field}.version`]: staleHotspot(id) });
      }
    }
  });
}

/** True when the hotspot existed. */
export async function deleteHotspot(db: Db, stockid: string, view: HotspotView, id: string): Promise<boolean> {
  const gone = await db
    .delete(hotspots)
    .where(and(eq(hotspots.stockid, stockid), eq(hotspots.view, view), eq(hotspots.id, id)))
    .returning({ id: hotspots.id });
  return gone.length > 0;
}
