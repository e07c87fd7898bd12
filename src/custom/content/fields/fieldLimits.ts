import type { z } from 'zod';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';

/** The schema inside a default or a preprocess (`seoTags`): the limits are on the inner type. */
const unwrap = (type: z.ZodType | undefined): z.ZodType | undefined => {
  if (type?.def.type === 'default') return unwrap((type as z.ZodDefault).unwrap() as z.ZodType);
  if (type?.def.type === 'pipe') return unwrap((type as z.ZodPipe).def.out as z.ZodType);
  return type;
};

/**
 * The declaration's `max` for a text field (promo title: 80; 'seoTags.h1': 80; in an array 'subCategories.0.title'),
 * for the inputs' counters. The check itself is the form's `contentValidator(collection)`, the server's own rules.
 */
export const maxLengthOf = (collection: CollectionDeclaration, source: string): number | undefined => {
  let type: z.ZodType | undefined = collection.schema;
  for (const key of source.split('.')) {
    const node = unwrap(type);
    if (node?.def.type === 'array' && /^\d+$/.test(key)) type = (node as z.ZodArray).element as z.ZodType;
    else type = node?.def.type === 'object' ? (node as z.ZodObject).shape[key] : undefined;
  }
  const max = (unwrap(type) as Partial<z.ZodString> | undefined)?.maxLength;
  return typeof max === 'number' ? max : undefined;
};

/**
 * A text's length as the server's limit counts it: zod's `.max` on a trimmed string counts Unicode code points, so
 * an emoji is 1 (not its 2 UTF-16 units): the counter shows the figure the server checks.
 */
export const textLength = (value: unknown): number => (typeof value === 'string' ? [...value.trim()].length : 0);
