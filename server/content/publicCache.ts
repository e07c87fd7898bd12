import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import {
  imagesIn,
  topFieldOf,
  windowState,
  withAliases,
  withValueAt,
  type CollectionDeclaration,
  type ImageValue,
} from '../../contract/content/index.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open.ts';
import { media } from '../db/schema.ts';
import type { EventBus } from '../sync/events.ts';
import { listRows, SINGLETON_ID } from './store.ts';

export interface ContentChanged {
  collection: string;
}

interface Entry {
  body: string;
  etag: string;
  /** The next publish-window boundary: the answer changes then without any write. */
  validUntil: number;
}

const project = (data: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, data[f]]));

/**
 * The public site's answers, built once per change and kept as ready JSON with a strong ETag. Every write drops
 * its collection's entry on every instance (the bus is LISTEN/NOTIFY on PostgreSQL); publish windows expire it at
 * their next boundary, so a banner starts and stops to the minute without a job. When the bus may have missed
 * changes (its listening connection was lost), every entry goes.
 */
export function createPublicCache(db: Db, clock: Clock, bus: EventBus<ContentChanged>) {
  const entries = new Map<string, Entry>();
  const generation = new Map<string, number>();
  const building = new Map<string, Promise<Entry>>();
  const drop = (name: string) => {
    generation.set(name, (generation.get(name) ?? 0) + 1);
    entries.delete(name);
    building.delete(name);
  };
  const unsubscribe = bus.subscribe((e) => drop(e.collection));
  // Changes made on other instances while this one was not listening were never heard: keep nothing from before.
  const stopGaps = bus.onGap(() => {
    for (const name of new Set([...entries.keys(), ...building.keys()])) drop(name);
  });

  async function withVariants(items: Record<string, unknown>[], c: CollectionDeclaration) {
    // Every public image, top-level or inside an array ('subCategories.0.logoImage'), gets its srcset.
    const publicImages = (it: Record<string, unknown>) =>
      imagesIn(c, it).filter(
        (at) => c.publicFields.includes(topFieldOf(at.path)) && (at.value as ImageValue | null)?.publicId,
      );
    const ids = items.flatMap((it) => publicImages(it).map((at) => (at.value as ImageValue).publicId));
    if (!ids.length) return items;
    const rows = await db
      .select({ publicId: media.publicId, variants: media.variants })
      .from(media)
      .where(inArray(media.publicId, ids));
    const byId = new Map(rows.map((r) => [r.publicId, r.variants]));
    return items.map((it) => {
      let out = it;
      for (const at of publicImages(it)) {
        const v = at.value as ImageValue;
        const variants = byId.get(v.publicId);
        if (variants)
          out = withValueAt(out, at.path, {
            ...v,
            srcset: variants.map((x) => `/media/${x.key} ${x.width}w`).join(', '),
          });
      }
      return out;
    });
  }

  async function build(c: CollectionDeclaration): Promise<Entry> {
    const now = clock.now().getTime();
    const rows = await listRows(db, c);
    let value: unknown;
    let validUntil = Infinity;
    if (c.kind === 'singleton') {
      const row = rows.find((r) => r.id === SINGLETON_ID);
      value = withAliases(c, project({ ...c.schema.parse(c.defaults), ...row?.data }, c.publicFields));
    } else {
      const shown = rows.filter((r) => {
        if (c.publishFlag && r.data[c.publishFlag] !== true) return false;
        if (!c.publishWindow) return true;
        for (const key of ['publishFrom', 'publishUntil']) {
          const t = Date.parse(String(r.data[key] ?? ''));
          if (t > now) validUntil = Math.min(validUntil, t);
        }
        return windowState(r.data, now) === 'live';
      });
      value = await withVariants(
        shown.map((r) => ({ _id: r.id, ...withAliases(c, project(r.data, c.publicFields)) })),
        c,
      );
    }
    const body = JSON.stringify(value);
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, validUntil };
  }

  return {
    async get(c: CollectionDeclaration): Promise<Entry> {
      const hit = entries.get(c.name);
      if (hit && hit.validUntil > clock.now().getTime()) return hit;
      let pending = building.get(c.name);
      if (!pending) {
        const gen = generation.get(c.name) ?? 0;
        pending = build(c).then(
          (entry) => {
            // A change that landed while this was built makes it stale: serve it once, keep nothing.
            if ((generation.get(c.name) ?? 0) === gen) entries.set(c.name, entry);
            building.delete(c.name);
            return entry;
          },
          (err: unknown) => {
            building.delete(c.name);
            throw err;
          },
        );
        building.set(c.name, pending);
      }
      return pending;
    },
    /** Called by the writer before it answers, so its own next read is fresh; other instances hear the bus. */
    async changed(collection: string) {
      drop(collection);
      await bus.publish({ collection });
    },
    close() {
      unsubscribe();
      stopGaps();
    },
  };
}
export type PublicCache = ReturnType<typeof createPublicCache>;
