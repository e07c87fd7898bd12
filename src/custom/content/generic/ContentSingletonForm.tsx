import { SINGLETON_ID, type CollectionDeclaration } from '../../../../contract/content/index.ts';
import { EmbeddedFormContent, EmbeddedToolbar } from '../../homePage/EmbeddedForm.tsx';
import { ContentEdit } from '../ContentEdit.tsx';
import { ContentSimpleForm } from './ContentInputs.tsx';

// A singleton has no list to go back to: whatever the failure, the form's place shows it, with Try again.
const stay = () => undefined;

interface ContentSingletonFormProps {
  collection: CollectionDeclaration;
  /** The History panel under the form (off where a screen has several sections). */
  history?: boolean;
}

/**
 * A singleton's one document (`SINGLETON_ID`: settings tables, the hero carousel's settings) as a form section of a
 * custom page, with the same parts as an edit page: the declaration's inputs, the server's rules before any request,
 * its answer as the toast, 412 → the conflict dialog. Its Save stays with the form on phones (EmbeddedToolbar).
 */
export const ContentSingletonForm = ({ collection, history = true }: ContentSingletonFormProps) => (
  <ContentEdit
    resource={collection.name}
    collection={collection}
    id={SINGLETON_ID}
    title={false}
    actions={false}
    history={history}
    onLoadError={stay}
  >
    <ContentSimpleForm
      collection={collection}
      mode="edit"
      toolbar={<EmbeddedToolbar />}
      component={EmbeddedFormContent}
    />
  </ContentEdit>
);
