import {
  labelOf,
  pluralLabelOf,
  schemaFieldsOf,
  type CollectionDeclaration,
} from '../../../../contract/content/index.ts';

/**
 * Each collection's name and field labels as react-admin's keys (`resources.<name>.name`, `.fields.<key>`), from its
 * declaration: the History panel, the conflict dialog and react-admin's own labels read those keys, so the
 * declaration's labels are the one place a field is named (issue 24).
 */
export const labelMessagesOf = (collections: readonly CollectionDeclaration[]) => ({
  resources: Object.fromEntries(
    collections.map((c) => {
      const keys = schemaFieldsOf(c).map((f) => f.key);
      const fields = Object.fromEntries([...keys, 'position'].map((key) => [key, labelOf(c, key)]));
      return [c.name, { name: `${c.label} |||| ${pluralLabelOf(c)}`, fields }];
    }),
  ),
});
