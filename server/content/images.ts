import { inArray } from 'drizzle-orm';
import {
  IMAGE_SIZE_PAIR,
  IMAGE_SIZE_WRONG,
  IMAGE_TOO_NARROW,
  imagesIn,
  ratioMatches,
  withValueAt,
  type CollectionDeclaration,
  type ImageValue,
} from '../../contract/content/index.ts';
import type { Db } from '../db/open.ts';
import { media } from '../db/schema.ts';

type Sent = Omit<ImageValue, 'width' | 'height'> & { width?: number; height?: number };

/** The images of `data` a document already had under the same declared field (by publicId). */
function keptIds(c: CollectionDeclaration, current: Record<string, unknown> | null): Set<string> {
  if (!current) return new Set();
  return new Set(
    imagesIn(c, current).flatMap((at) =>
      (at.value as Sent | null)?.publicId ? [`${at.key}\u0000${(at.value as Sent).publicId}`] : [],
    ),
  );
}

/**
 * Every image of a document against the media store: it was uploaded here, its address is the upload's, its size
 * is the upload's (completed when the client left it out, the spec's `{src, publicId}`), its ratio is the field's,
 * and it is at least the field's minimum width. The minimum applies to an image new to its field: one a document
 * already held stays until it is replaced (documents saved before the rule remain editable).
 * Answers the data with every size filled in, and the errors by concrete path.
 */
export async function checkImages(
  db: Db,
  c: CollectionDeclaration,
  data: Record<string, unknown>,
  current: Record<string, unknown> | null,
): Promise<{ data: Record<string, unknown>; errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  // Top-level images and those inside arrays ('subCategories.0.logoImage'): each is checked under its own path.
  const used = imagesIn(c, data).filter((at) => at.value);
  if (!used.length) return { data, errors };
  const ids = used.map((at) => (at.value as Sent).publicId);
  const rows = await db.select().from(media).where(inArray(media.publicId, ids));
  const byId = new Map(rows.map((r) => [r.publicId, r]));
  const kept = keptIds(c, current);
  let out = data;
  for (const { key, path: field, field: spec, value: raw } of used) {
    const value = raw as Sent;
    const row = byId.get(value.publicId);
    const srcKey = spec.srcKey ?? 'src';
    const otherKey = srcKey === 'src' ? 'mobileSrc' : 'src';
    if (!row) {
      errors[field] = 'This image was not uploaded here: upload it again';
      continue;
    }
    const expectedSrc = `/media/${row.storageKey}`;
    if (value[srcKey] !== expectedSrc)
      errors[`${field}.${srcKey}`] = `Must be the uploaded image's address (${expectedSrc})`;
    if (value[otherKey] !== undefined) errors[`${field}.${otherKey}`] = `Unknown field ${otherKey}`;
    const sentWidth = value.width !== undefined;
    if (sentWidth !== (value.height !== undefined)) {
      errors[`${field}.${sentWidth ? 'height' : 'width'}`] = IMAGE_SIZE_PAIR;
      continue;
    }
    if (sentWidth && (value.width !== row.width || value.height !== row.height))
      errors[field] = IMAGE_SIZE_WRONG(row, value);
    else if (!ratioMatches(row.width, row.height, spec.ratio)) {
      errors[field] =
        `The image must have a ${+spec.ratio.toFixed(4)}:1 ratio (this one is ${row.width}×${row.height}): crop it again`;
    } else if (row.width < spec.minWidth && !kept.has(`${key}\u0000${row.publicId}`)) {
      errors[field] = IMAGE_TOO_NARROW(spec.minWidth, row.width, row.height);
    }
    if (!sentWidth) out = withValueAt(out, field, { ...value, width: row.width, height: row.height });
  }
  return { data: out, errors };
}
