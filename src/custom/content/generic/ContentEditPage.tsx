import { useCallback } from 'react';
import type { MouseEvent } from 'react';
import { useFormState } from 'react-hook-form';
import { SaveButton, Toolbar, useEditContext, useFormIsDirty, useNotify, useRedirect } from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { BackToolbar } from '../../homePage/BackToolbar.tsx';
import { ContentEdit } from '../ContentEdit.tsx';
import { statusOf } from '../contentValues.ts';
import { ContentDeleteButton } from './ContentDeleteButton.tsx';
import { ContentSimpleForm } from './ContentInputs.tsx';
import { useCollectionTexts } from './useCollectionTexts.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

type Props = { collection: CollectionDeclaration };

/** 'Testimonial Ann Smith' (the declaration's `editTitle`, else the generic one), in the top bar and the tab. */
const useEditTitle = (collection: CollectionDeclaration) => {
  const { text, titleOf } = useCollectionTexts(collection);
  const { record } = useEditContext();
  return record ? text('editTitle', { title: titleOf(record) }) : undefined;
};

const EditTitle = ({ collection }: Props) => <>{useEditTitle(collection)}</>;

/** The way back to the list, and the tab's title (both live in the edit context, whatever the form's state). */
const EditActions = ({ collection }: Props) => {
  const { t } = useCollectionTexts(collection);
  useDocumentTitle(useEditTitle(collection));
  return <BackToolbar to={collection.console.route} label={t('app.content.generic.back')} />;
};

/**
 * Save with nothing (left) to save is aria-disabled and ignores clicks (and Enter in a field, which clicks it), but
 * keeps the focus: disabled, as react-admin's is, it dropped the focus of the admin who had just pressed it.
 */
const EditSaveButton = () => {
  const isDirty = useFormIsDirty();
  const { isSubmitting } = useFormState();
  const idle = !isDirty || isSubmitting;
  const ignoreWhenIdle = (event: MouseEvent<HTMLButtonElement>) => {
    if (idle) event.preventDefault();
  };
  return (
    <SaveButton
      alwaysEnable
      aria-disabled={idle}
      onClick={ignoreWhenIdle}
      sx={idle ? { color: 'action.disabled', bgcolor: 'action.disabledBackground', boxShadow: 'none' } : undefined}
    />
  );
};

const EditToolbar = ({ collection }: Props) => {
  const { record } = useEditContext();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <EditSaveButton />
      {collection.console.remove && record ? (
        <ContentDeleteButton
          collection={collection}
          record={record}
          look="labelled"
          redirect={() => collection.console.route}
        />
      ) : null}
    </Toolbar>
  );
};

/**
 * `/<name>/:id` for any list collection (issue 24): ContentEdit around the declaration's inputs. A failed load stays
 * here with Try again; only a 404 goes back to the collection's route saying the item does not exist.
 */
export const ContentEditPage = ({ collection }: Props) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const route = collection.console.route;
  const onLoadError = useCallback(
    (error: unknown) => {
      if (statusOf(error) !== 404) return;
      notify('ra.notification.item_doesnt_exist', { type: 'error' });
      redirect(route);
    },
    [notify, redirect, route],
  );
  return (
    <ContentEdit
      resource={collection.name}
      collection={collection}
      title={<EditTitle collection={collection} />}
      actions={<EditActions collection={collection} />}
      onLoadError={onLoadError}
    >
      <ContentSimpleForm
        collection={collection}
        mode="edit"
        toolbar={<EditToolbar collection={collection} />}
        sx={{ maxWidth: 760 }}
      />
    </ContentEdit>
  );
};
