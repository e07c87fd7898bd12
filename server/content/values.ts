import { isDeepStrictEqual } from 'node:util';
import { imagesIn, type CollectionDeclaration, type ImageValue } from '../../contract/content/index.ts';

/** Top-level fields whose values differ (a revision's `changed`). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...keys].filter((k) => !isDeepStrictEqual(before?.[k], after[k])).sort();
}

/** The media a document uses (images inside arrays included), kept in `media_ids` so where-used is an index lookup. */
export function mediaIdsOf(c: CollectionDeclaration, data: Record<string, unknown>): string[] {
  const fields = imagesIn(c, data).flatMap(({ value }) => {
    const v = value as ImageValue | null | undefined;
    return v?.publicId ? [v.publicId] : [];
  });
  return [...new Set([...fields, ...(c.mediaIn?.(data) ?? [])])];
}
