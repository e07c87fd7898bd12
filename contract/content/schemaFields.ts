import type { z } from 'zod';
import { pluralOf } from './admin.ts';
import { hexColor, type CollectionDeclaration } from './define.ts';

/**
 * What a field of a declaration's schema is, read from the zod schema itself (issue 24): the console derives
 * each input, column and filter from this, so a new type needs no screen code. Introspection reads zod 4's
 * public `_zod.def`; wrappers (default, optional, nullable, preprocess) are looked through.
 */
export type FieldKind =
  'text' | 'boolean' | 'enum' | 'number' | 'color' | 'image' | 'array' | 'object' | 'date' | 'other';

export interface SchemaField {
  key: string;
  kind: FieldKind;
  /** The schema requires a value (no default, not optional/nullable, and a text's min length ≥ 1). */
  required: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  options?: readonly string[];
  /** Array of sub-documents: the item's fields. */
  item?: readonly SchemaField[];
  /** Nested object (seoTags): its fields. */
  fields?: readonly SchemaField[];
}

const WRAPPERS = new Set(['default', 'optional', 'nullable', 'prefault', 'readonly', 'catch', 'nonoptional']);
type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  schema?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string>;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under its wrappers, and whether a wrapper lets the value be absent. */
const unwrap = (schema: z.ZodType): { inner: z.ZodType; optional: boolean } => {
  let inner = schema;
  let optional = false;
  for (;;) {
    const def = defOf(inner);
    if (WRAPPERS.has(def.type) && def.innerType) {
      optional = true;
      inner = def.innerType;
    } else if (def.type === 'pipe' && def.in && def.out) {
      // preprocess(fn, schema) is a pipe from a transform into the schema: the schema is the field.
      inner = defOf(def.in).type === 'transform' ? def.out : def.in;
    } else return { inner, optional };
  }
};

const describe = (key: string, schema: z.ZodType, images: ReadonlySet<string>): SchemaField => {
  const { inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const base = { key, required: !optional };
  if (images.has(key)) return { ...base, kind: 'image' };
  if (inner === hexColor) return { ...base, kind: 'color' };
  const view = inner as unknown as {
    maxLength?: number | null;
    minLength?: number | null;
    minValue?: number | null;
    maxValue?: number | null;
    options?: string[];
    shape?: Record<string, z.ZodType>;
    element?: z.ZodType;
    format?: string | null;
  };
  switch (def.type) {
    case 'string':
      if (view.format === 'datetime') return { ...base, kind: 'date' };
      return {
        ...base,
        kind: 'text',
        // Required when an empty text is refused: a minimum length, or a pattern or check '' fails (a phone, a URL).
        required: base.required && !inner.safeParse('').success,
        maxLength: view.maxLength ?? undefined,
      };
    case 'boolean':
      return { ...base, kind: 'boolean', required: false };
    case 'enum':
      return { ...base, kind: 'enum', options: view.options ?? [] };
    case 'number':
      return { ...base, kind: 'number', min: view.minValue ?? undefined, max: view.maxValue ?? undefined };
    case 'array': {
      const element = view.element ? unwrap(view.element).inner : undefined;
      const shape = element ? (element as unknown as { shape?: Record<string, z.ZodType> }).shape : undefined;
      if (!shape) return { ...base, kind: 'other' };
      const itemImages = new Set(
        [...images].filter((k) => k.startsWith(`${key}[].`)).map((k) => k.slice(key.length + 3)),
      );
      return { ...base, kind: 'array', item: Object.entries(shape).map(([k, s]) => describe(k, s, itemImages)) };
    }
    case 'object':
      return view.shape
        ? { ...base, kind: 'object', fields: Object.entries(view.shape).map(([k, s]) => describe(k, s, new Set())) }
        : { ...base, kind: 'other' };
    default:
      return { ...base, kind: 'other' };
  }
};

/** Every field of a collection's documents, in schema order. */
export const schemaFieldsOf = (collection: CollectionDeclaration): SchemaField[] => {
  const images = new Set(Object.keys(collection.images));
  return Object.entries(collection.schema.shape as Record<string, z.ZodType>).map(([key, schema]) =>
    describe(key, schema, images),
  );
};

/** The SEO block's fields (contract/content/seo.ts): a schema holding all of them gets the one SEO section. */
export const SEO_KEYS = ['metaTitle', 'metaDescription', 'metaKeywords', 'seoTags'] as const;
export const hasSeoBlock = (fields: readonly SchemaField[]) => SEO_KEYS.every((k) => fields.some((f) => f.key === k));

/** The field naming a document: the declaration's, else the first text field. */
export const titleFieldOf = (collection: CollectionDeclaration): string | undefined =>
  collection.admin?.titleField ?? schemaFieldsOf(collection).find((f) => f.kind === 'text')?.key;

/** A document's title as staff read it ('' when it has none). */
export const titleOf = (collection: CollectionDeclaration, doc: Record<string, unknown> | undefined): string => {
  const key = titleFieldOf(collection);
  const value = key && doc ? doc[key] : undefined;
  return typeof value === 'string' ? value.trim() : '';
};

/** A field's name as staff read it: the declaration's label, else its key in words ('linkPath' → 'Link path'). */
export const labelOf = (collection: Pick<CollectionDeclaration, 'labels'>, key: string): string => {
  const declared = (collection.labels as Record<string, string> | undefined)?.[key];
  if (declared) return declared;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words[0]!.toUpperCase() + words.slice(1);
};

/** The list's columns: declared, else title, publish flag, enums and images. */
export const listColumnsOf = (collection: CollectionDeclaration): string[] => {
  if (collection.admin?.columns) return [...collection.admin.columns];
  const fields = schemaFieldsOf(collection);
  const title = titleFieldOf(collection);
  const picked = fields.filter(
    (f) => f.key === title || f.key === collection.publishFlag || f.kind === 'enum' || f.kind === 'image',
  );
  return picked.map((f) => f.key);
};

/** The list's filters: declared, else one per boolean and enum field. */
export const listFiltersOf = (collection: CollectionDeclaration): SchemaField[] => {
  const fields = schemaFieldsOf(collection);
  const keys =
    collection.admin?.filters ?? fields.filter((f) => f.kind === 'boolean' || f.kind === 'enum').map((f) => f.key);
  return keys.flatMap((k) => fields.filter((f) => f.key === k));
};

export const pluralLabelOf = (collection: CollectionDeclaration) => pluralOf(collection.label, collection.admin);
