import { useEffect } from 'react';
import { ResourceContextProvider } from 'react-admin';
import {
  collectionByName,
  collections,
  labelOf,
  pluralLabelOf,
  schemaFieldsOf,
  type CollectionDeclaration,
} from '../../../../contract/content/index.ts';
import { ContentCreatePage } from './ContentCreatePage.tsx';
import { ContentEditPage } from './ContentEditPage.tsx';
import { ContentListScreen } from './ContentListScreen.tsx';
import { ContentSingletonForm } from './ContentSingletonForm.tsx';

export type GenericView = 'list' | 'create' | 'edit' | 'singleton';

const VIEWS: Record<GenericView, (props: { collection: CollectionDeclaration }) => React.ReactNode> = {
  list: ContentListScreen,
  create: ContentCreatePage,
  edit: ContentEditPage,
  singleton: ContentSingletonForm,
};

/**
 * A content collection's screen, built from its declaration (issue 24): the chunk with the declarations and the
 * generic screens, loaded on the first visit of any of them (contentRoutes.tsx).
 */
export const GenericScreen = ({ name, view }: { name: string; view: GenericView }) => {
  const collection = collectionByName(name);
  useEffect(() => {
    if (!collection) console.error(`No content declaration is named "${name}" (contract/content/index.ts).`);
  }, [collection, name]);
  if (!collection) return null;
  const View = VIEWS[view];
  return (
    <ResourceContextProvider value={collection.name}>
      <View collection={collection} />
    </ResourceContextProvider>
  );
};

/**
 * Each collection's name and field labels as react-admin's keys (`resources.<name>.name`, `.fields.<key>`), from its
 * declaration: the History panel, the conflict dialog and react-admin's own labels read those keys, so the
 * declaration's labels are the one place a field is named (issue 24).
 */
export const declaredLabels = () => ({
  resources: Object.fromEntries(
    collections.map((c) => {
      const keys = schemaFieldsOf(c).map((f) => f.key);
      const fields = Object.fromEntries([...keys, 'position'].map((key) => [key, labelOf(c, key)]));
      return [c.name, { name: `${c.label} |||| ${pluralLabelOf(c)}`, fields }];
    }),
  ),
});
