import type { z } from 'zod';
import {
  normalizeInput,
  schemaFieldsOf,
  withoutEnvelope,
  type CollectionDeclaration,
  type SchemaField,
} from '../../../../contract/content/index.ts';

/** What an input holds for "nothing yet" where the declaration has no default (a required author name: ''). */
const EMPTY: Partial<Record<SchemaField['kind'], unknown>> = {
  text: '',
  color: '',
  boolean: false,
  image: null,
  date: null,
};
const emptyOf = (field: SchemaField): unknown => (field.kind === 'array' ? [] : EMPTY[field.kind]);

/**
 * A new document's starting values: `collection.schema.parse(collection.defaults)` where the defaults make a
 * valid document; else field by field (a required field without default starts empty, and the form says
 * 'Author name is required' on save, as the server would).
 */
export const startValuesOf = (collection: CollectionDeclaration): Record<string, unknown> => {
  const whole = collection.schema.safeParse(collection.defaults);
  if (whole.success) return whole.data as Record<string, unknown>;
  const shape = collection.schema.shape as Record<string, z.ZodType>;
  const defaults = collection.defaults as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of schemaFieldsOf(collection)) {
    const parsed = shape[field.key]!.safeParse(defaults[field.key]);
    const value = parsed.success && parsed.data !== undefined ? parsed.data : emptyOf(field);
    if (value !== undefined) out[field.key] = value;
  }
  return out;
};

/**
 * The derived fields (a blog post's URL) as the server will compute them from the form's values: the same pure
 * function, on the values as the schema reads them, else on the raw values while the form is not valid yet.
 */
export const derivedValuesOf = (
  collection: CollectionDeclaration,
  values: Record<string, unknown>,
): Record<string, unknown> => {
  if (!collection.derived) return {};
  const input = normalizeInput(collection, withoutEnvelope(values));
  const parsed = collection.schema.safeParse(input);
  try {
    return collection.derived.compute((parsed.success ? parsed.data : input) as z.infer<typeof collection.schema>);
  } catch {
    // A half-typed document the function cannot read yet: nothing to show.
    return {};
  }
};
