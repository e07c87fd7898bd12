import { z } from 'zod';
import { categoryCounts } from '../../../contract/content/categoryCounts.ts';
import { http } from '../../dataProvider/http.ts';

/** A stored description as the category calls answer it (the envelope's other keys pass through). */
export const descriptionRecord = z.looseObject({
  _id: z.string(),
  id: z.string(),
  version: z.number().int(),
  category: z.string(),
  description: z.string(),
  highestCategory: z.boolean().optional(),
});
export type DescriptionRecord = z.infer<typeof descriptionRecord>;
/** A write's answer: the document plus the spec's status and message. */
const writeAnswer = descriptionRecord.extend({ status: z.string().optional(), message: z.string().optional() });
export type DescriptionAnswer = z.infer<typeof writeAnswer>;

const named = (name: string) => encodeURIComponent(name);

/** The spec's ride-share calls (§7) as the screen makes them; names go URL-encoded (UBER%20BLACK). */
export const categoryApi = {
  rideshare: (name: string) => http(`/v1/category/${named(name)}`, descriptionRecord).then((r) => r.json),
  /** Creates the category's description (version 0) or updates it (its version). */
  saveRideshare: (categoryData: { category: string; description: string; highestCategory: boolean; version: number }) =>
    http('/v1/category/addCategory', writeAnswer, { method: 'POST', body: { categoryData } }).then((r) => r.json),
  counts: () => http('/v1/category-counts', categoryCounts).then((r) => r.json),
};

export const categoryKeys = {
  // Under the collection's name: a revision restored from History reads it again (HistoryPanel invalidates [resource]).
  rideshare: (name: string) => ['rideshareCategories', 'byName', name] as const,
  counts: ['categories', 'counts'] as const,
};
