import type { z } from 'zod';
import type { CollectionDeclaration } from '../../../contract/content/index.ts';

/** The schema inside a default or a preprocess (`seoTags`): the rules are on the inner type. */
const unwrap = (type: z.ZodType | undefined): z.ZodType | undefined => {
  if (type?.def.type === 'default') return unwrap((type as z.ZodDefault).unwrap() as z.ZodType);
  if (type?.def.type === 'pipe') return unwrap((type as z.ZodPipe).def.out as z.ZodType);
  return type;
};

/**
 * Whether the declaration requires a text field (`requiredText`: at least one character; 'seoTags.h1' too), so
 * its input shows the required marker (*). The check itself stays the form's `contentValidator(collection)`.
 */
export const isRequiredIn = (collection: CollectionDeclaration, source: string): boolean => {
  let type: z.ZodType | undefined = collection.schema;
  for (const key of source.split('.')) {
    const object = unwrap(type);
    type = object?.def.type === 'object' ? (object as z.ZodObject).shape[key] : undefined;
  }
  const inner = unwrap(type);
  if (inner?.def.type !== 'string') return false;
  const min = (inner as z.ZodString).minLength;
  return typeof min === 'number' && min > 0;
};
