import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Button, LinkBase, useBasename, useCreatePath } from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { ContentFormDialog } from './ContentFormDialog.tsx';
import { useCollectionTexts } from './useCollectionTexts.ts';

/**
 * Add, in the toolbar at every width: react-admin's CreateButton floats over the table on phones, where it covered
 * the last row's Edit and Delete. A link to the create page (or the collection's own editor), or the form dialog for
 * dialog editing.
 */
export const ContentAddButton = ({
  collection,
  defaults,
}: {
  collection: CollectionDeclaration;
  /** A new document's values beyond the declaration's defaults (dialog editing). */
  defaults?: Record<string, unknown>;
}) => {
  const { text } = useCollectionTexts(collection);
  const createPath = useCreatePath();
  const basename = useBasename();
  const [open, setOpen] = useState(false);
  const editor = collection.admin?.editor;
  if (collection.admin?.edit === 'dialog') {
    return (
      <>
        <Button label={text('add')} onClick={() => setOpen(true)}>
          <AddIcon />
        </Button>
        {open ? <ContentFormDialog collection={collection} defaults={defaults} onClose={() => setOpen(false)} /> : null}
      </>
    );
  }
  return (
    <Button
      label={text('add')}
      component={LinkBase}
      to={editor ? `${basename}${editor}` : createPath({ resource: collection.name, type: 'create' })}
    >
      <AddIcon />
    </Button>
  );
};
