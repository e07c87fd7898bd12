import { z } from 'zod';

/** Beyond the spec: how many vehicles are in a category, and how many of those the front end shows. */
export const categoryCount = z.object({ category: z.string(), total: z.number().int(), shown: z.number().int() });
export type CategoryCount = z.infer<typeof categoryCount>;

/** `GET /v1/category-counts`: every category of each kind, in the spec's order, zeros included. */
export const categoryCounts = z.object({ rideshare: z.array(categoryCount), lifestyle: z.array(categoryCount) });
export type CategoryCounts = z.infer<typeof categoryCounts>;

/** What the console flags beside a category: no vehicle in it, or none of them shown on the front end. */
export const categoryFlag = (c: Pick<CategoryCount, 'total' | 'shown'>): 'empty' | 'none_shown' | null =>
  c.total === 0 ? 'empty' : c.shown === 0 ? 'none_shown' : null;
