import { useFormContext } from 'react-hook-form';
import { useRedirect, type RaRecord, type RedirectionSideEffect } from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { ConfirmDeleteButton, type ConfirmDeleteLook, type DeleteToast } from '../ConfirmDeleteButton.tsx';
import { answerMessageOf } from '../contentValues.ts';
import { useCollectionTexts } from './useCollectionTexts.ts';

/**
 * Spec §8 read through the declaration's answers ('menu delete expects status deleted'): an answer with another
 * status than the collection's deleted one shows that status as an error; otherwise the server's message.
 */
const deletedToastOf = (collection: CollectionDeclaration, answer: RaRecord | undefined): DeleteToast => {
  const status = (answer as { status?: unknown } | undefined)?.status;
  if (typeof status === 'string' && status !== '' && status !== collection.answers.deleted.status) {
    return { message: status, options: { type: 'error', messageArgs: { _: status } } };
  }
  const message = answerMessageOf(answer) ?? collection.answers.deleted.message;
  return { message, options: { type: 'info', messageArgs: { _: message } } };
};

interface ContentDeleteButtonProps {
  collection: CollectionDeclaration;
  record: RaRecord;
  /** The row's place in its list (a declared `deleteNamed` may name it). */
  number?: number;
  look?: ConfirmDeleteLook;
  /** After the deletion (an edit page goes back to its list). */
  redirect?: RedirectionSideEffect;
  afterDelete?: () => void;
  disabled?: boolean;
}

/**
 * The one delete of every content screen (issue 24): a question naming the document first (Cancel focused), the
 * version the admin saw sent as If-Match, the server's answer as the toast (spec §8: 'Deleted', 'Data deleted
 * successfully'), its refusal as an error toast (a document still used elsewhere is refused, naming where), then
 * the focus goes to a neighbour row, and a form around it is reset so its unsaved-changes guard lets the redirect go.
 */
export const ContentDeleteButton = ({
  collection,
  record,
  number,
  look = 'icon',
  redirect = false,
  afterDelete,
  disabled,
}: ContentDeleteButtonProps) => {
  const { text, titleOf } = useCollectionTexts(collection);
  const redirectTo = useRedirect();
  // null in a list row; the edit form's in its toolbar.
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const title = titleOf(record);
  return (
    <ConfirmDeleteButton
      resource={collection.name}
      record={record}
      name={text('deleteNamed', { title, number }, record)}
      confirmTitle={text('deleteTitle', { title }, record)}
      confirmContent={text('deleteContent')}
      translateOptions={{}}
      look={look}
      toastOf={(answer) => deletedToastOf(collection, answer)}
      afterDelete={() => {
        form?.reset(undefined, { keepValues: true });
        if (redirect) redirectTo(redirect, collection.name);
        afterDelete?.();
      }}
      disabled={disabled}
    />
  );
};
