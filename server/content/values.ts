import { isDeepStrictEqual } from 'node:util';
import type { CollectionDeclaration, ImageValue } from '../../contract/content/index.ts';

/** Top-level fields whose values differ (a revision's `changed`). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  return [...keys].filter((k) => !isDeepStrictEqual(before?.[k], after[k])).sort();
}

/** The media a document uses, kept in `media_ids` so where-used is an index lookup. */
export function mediaIdsOf(c: CollectionDeclaration, data: Record<string, unknown>): string[] {
  return Object.keys(c.images).flatMap((field) => {
    const v = data[field] as ImageValue | null | undefined;
    return v?.publicId ? [v.publicId] : [];
  });
}
