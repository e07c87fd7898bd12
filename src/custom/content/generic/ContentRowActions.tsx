import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/ArrowForward';
import { Box } from '@mui/material';
import { Button, EditButton, LinkBase, useBasename, useListContext, useRecordContext } from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { ContentDeleteButton } from './ContentDeleteButton.tsx';
import { ContentFormDialog } from './ContentFormDialog.tsx';
import { useRowActionDelay } from './RowActionDelay.tsx';
import { useCollectionTexts } from './useCollectionTexts.ts';

/** Whether the console may delete the collection's items. */
export const canRemove = (collection: CollectionDeclaration) => collection.console.remove && !collection.fixed;

/**
 * A row's Edit (its page, its own editor or the form dialog), its declared links and Delete on one line, each named
 * after the document ('Edit Ann Smith'), waiting out `admin.rowActionDelay` after an action. Edit waits with
 * aria-disabled, not disabled: a saved dialog gives the focus back to it at once, and a disabled button cannot take
 * it (the focus fell to the page's body, and Tab started again from the top).
 */
export const ContentRowActions = ({ collection }: { collection: CollectionDeclaration }) => {
  const record = useRecordContext();
  const { text, fill, titleOf } = useCollectionTexts(collection);
  const { data } = useListContext();
  const { isDelayed, afterRowAction } = useRowActionDelay();
  const [editing, setEditing] = useState(false);
  const basename = useBasename();
  if (!record) return null;
  const editor = collection.admin?.editor;
  const number = (data?.indexOf(record) ?? -1) + 1;
  const editLabel = text('editNamed', { title: titleOf(record), number }, record);
  const delayed = isDelayed(record.id);
  return (
    // A click on Edit or Delete is theirs alone: the row around them opens the edit page on a click.
    <Box
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
    >
      {collection.admin?.edit === 'dialog' ? (
        <Button
          label="ra.action.edit"
          aria-label={editLabel}
          aria-disabled={delayed || undefined}
          sx={delayed ? { color: 'action.disabled', cursor: 'default' } : undefined}
          onClick={() => {
            if (!delayed) setEditing(true);
          }}
        >
          <EditIcon />
        </Button>
      ) : editor ? (
        // The collection's own editor: `?id=` so the form can be reloaded or shared, the row in state (spec §4).
        <Button
          component={LinkBase}
          to={{ pathname: `${basename}${editor}`, search: `?id=${encodeURIComponent(String(record.id))}` }}
          state={{ record }}
          label="ra.action.edit"
          aria-label={editLabel}
        >
          <EditIcon />
        </Button>
      ) : (
        <EditButton resource={collection.name} aria-label={editLabel} />
      )}
      {collection.admin?.links?.map((link) => (
        <Button
          key={link.path}
          component={LinkBase}
          to={`${basename}${link.path.replace(':id', encodeURIComponent(String(record.id)))}`}
          label={link.label}
          aria-label={fill(link.named, { title: titleOf(record) })}
        >
          <LinkIcon />
        </Button>
      ))}
      {canRemove(collection) ? (
        <ContentDeleteButton
          collection={collection}
          record={record}
          number={number}
          afterDelete={() => afterRowAction(record.id)}
          disabled={delayed}
        />
      ) : null}
      {editing ? (
        <ContentFormDialog
          collection={collection}
          id={record.id}
          onClose={() => setEditing(false)}
          onSaved={() => afterRowAction(record.id)}
        />
      ) : null}
    </Box>
  );
};
