import { and, eq, ne, sql } from 'drizzle-orm';
import { documents } from '../../db/schema.ts';
import type { ContentHook } from './index.ts';

/**
 * At most one ride-share category is the highest: marking a second one is refused, naming the one that is, rather
 * than silently unmarking it (a write to another document the admin did not open).
 */
export const rideshareCategoriesHook: ContentHook = {
  async check(data, { db, id }): Promise<Record<string, string>> {
    if (data.highestCategory !== true) return {};
    const [other] = await db
      .select({ category: sql<string>`${documents.data} ->> 'category'` })
      .from(documents)
      .where(
        and(
          eq(documents.collection, 'rideshareCategories'),
          id ? ne(documents.id, id) : undefined,
          sql`(${documents.data} ->> 'highestCategory')::boolean`,
        ),
      )
      .limit(1);
    return other ? { highestCategory: `${other.category} is already the highest category: unmark it first` } : {};
  },
};
