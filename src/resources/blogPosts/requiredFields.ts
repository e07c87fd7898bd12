import { schemaFieldsOf, type CollectionDeclaration, type SchemaField } from '../../../contract/content/index.ts';

/**
 * Whether the declaration requires a text field (at least one character; 'seoTags.h1' too), so its input shows the
 * required marker (*). The check itself stays the form's `contentValidator(collection)`.
 */
export const isRequiredIn = (collection: CollectionDeclaration, source: string): boolean => {
  let fields: readonly SchemaField[] = schemaFieldsOf(collection);
  let field: SchemaField | undefined;
  for (const key of source.split('.')) {
    field = fields.find((f) => f.key === key);
    fields = field?.fields ?? [];
  }
  return field?.kind === 'text' && field.required;
};
