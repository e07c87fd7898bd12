import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import {
  Form,
  SaveContextProvider,
  useGetOne,
  useNotify,
  useSaveContext,
  useTranslate,
  type Identifier,
  type RaRecord,
  type SaveHandler,
} from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { HistoryPanel } from '../../history/HistoryPanel.tsx';
import { useInvalidateHistory } from '../../history/historyQuery.ts';
import { ContentCreate, ContentEdit } from '../ContentEdit.tsx';
import { ContentFormWatch } from '../ContentFormWatch.tsx';
import { ContentLoadError } from '../ContentLoadError.tsx';
import { contentValidator } from '../contentValidator.ts';
import { AppDialog } from '../../layout/AppDialog.tsx';
import { answerMessageOf, answerToastOf } from '../contentValues.ts';
import { focusFirstFieldOnEnter } from '../focusFirstField.ts';
import { useDiscardQuestion } from '../useDiscardQuestion.tsx';
import { ContentInputs } from './ContentInputs.tsx';
import { startValuesOf } from './contentFormValues.ts';
import { useCollectionTexts } from './useCollectionTexts.ts';

interface ContentFormDialogProps {
  collection: CollectionDeclaration;
  /** Absent: a new document. */
  id?: Identifier;
  /** A new document's values beyond the declaration's defaults (the category a screen has chosen). */
  defaults?: Record<string, unknown>;
  onClose: () => void;
  /** After the server accepted an edit (the list holds the row back for its `admin.rowActionDelay`). */
  onSaved?: () => void;
}

/**
 * Inside ContentCreate or ContentEdit: only `onSuccess` is ours (it says whether the dialog closes), so failures keep
 * their handling: the server's message in a toast, a 400's field errors under their inputs, a 412's conflict dialog.
 * Once a save closes the dialog, a click that lands meanwhile (the second of a double click) sends nothing.
 */
const SaveThen = ({ onSuccess, children }: { onSuccess: (answer: RaRecord) => boolean; children: ReactNode }) => {
  const saveContext = useSaveContext();
  const contentSave = saveContext.save;
  const closing = useRef(false);
  const save = useCallback<SaveHandler<RaRecord>>(
    async (data, callbacks) => {
      if (!contentSave || closing.current) return undefined;
      return contentSave(data, {
        ...callbacks,
        onSuccess: (answer: RaRecord) => {
          closing.current = onSuccess(answer);
        },
      });
    },
    [contentSave, onSuccess],
  );
  const value = useMemo(() => ({ ...saveContext, save }), [saveContext, save]);
  return <SaveContextProvider value={value}>{children}</SaveContextProvider>;
};

/**
 * Save, busy from the click until the server answered (the save context ignores a second submit meanwhile); on an
 * edit, disabled until something changed, as react-admin's SaveButton is.
 */
const DialogSaveButton = ({ needsChange }: { needsChange: boolean }) => {
  const translate = useTranslate();
  const { saving } = useSaveContext();
  const { isSubmitting, dirtyFields } = useFormState();
  const busy = saving === true || isSubmitting;
  const unchanged = needsChange && Object.keys(dirtyFields).length === 0;
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={unchanged}
      loading={busy}
      loadingPosition="start"
      startIcon={<SaveIcon />}
    >
      {translate('ra.action.save')}
    </Button>
  );
};

interface DialogShellProps {
  collection: CollectionDeclaration;
  title: string;
  onClose: () => void;
  /** ContentCreate or ContentEdit around the form. */
  controller: (form: ReactNode) => ReactNode;
  onSuccess: (answer: RaRecord) => boolean;
  /** An edit: Save waits for a change. */
  needsChange?: boolean;
  children: ReactNode;
}

/**
 * Escape and a click beside the dialog ask first when something was typed; Cancel and a save close at once. The form
 * stays a real form: Enter in a field saves.
 */
const DialogShell = (props: DialogShellProps) => {
  const { collection, title, onClose, controller, onSuccess, needsChange = false, children } = props;
  const translate = useTranslate();
  const discard = useDiscardQuestion(onClose);
  const validate = useMemo(() => contentValidator(collection), [collection]);
  return (
    <>
      <AppDialog
        open
        onClose={discard.requestClose}
        title={title}
        scroll="body"
        slotProps={focusFirstFieldOnEnter}
        form={(body) =>
          controller(
            <SaveThen onSuccess={onSuccess}>
              <Form validate={validate} noValidate>
                {discard.watch}
                {body}
              </Form>
            </SaveThen>,
          )
        }
        actions={
          // MUI's Button: react-admin's turns into an icon button on phones, and Cancel has no icon.
          <>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <DialogSaveButton needsChange={needsChange} />
          </>
        }
      >
        {children}
      </AppDialog>
      {discard.question}
    </>
  );
};

// react-admin's view puts 1em above its content on wide screens: in the dialog that gap belongs under the title.
const VIEW_SX = {
  '& .RaCreate-noActions, & .RaEdit-noActions': { mt: 0 },
  '& .MuiDialogTitle-root': { mb: { sm: 2 } },
};

/**
 * A document created (no `id`) or edited in a dialog over its list (issue 24: `admin.edit: 'dialog'`), with the pages'
 * inputs, rules, conflict dialog and History panel (collapsed). A double click on Save creates one record.
 */
export const ContentFormDialog = ({ collection, id, defaults, onClose, onSaved }: ContentFormDialogProps) => {
  const notify = useNotify();
  const invalidateHistory = useInvalidateHistory();
  const { text, titleOf } = useCollectionTexts(collection);
  const editing = id !== undefined;
  // The same query as the edit's own (one request): the dialog's title names the document.
  const { data } = useGetOne(collection.name, { id: id ?? '' }, { enabled: editing });
  const record = useMemo(() => ({ ...startValuesOf(collection), ...defaults }), [collection, defaults]);
  const onSuccess = useCallback(
    (answer: RaRecord) => {
      // A create answered with another status than the collection's success one (the menu's 'success') is refused
      // in effect (answerToastOf): the dialog stays.
      const { refused, message } = editing
        ? { refused: false, message: answerMessageOf(answer) ?? collection.answers.updated.message }
        : answerToastOf(answer, collection.answers.created);
      notify(message, { type: refused ? 'error' : 'info', messageArgs: { _: message } });
      if (refused) return false;
      if (editing) {
        onSaved?.();
        void invalidateHistory(collection.name, id);
      }
      onClose();
      return true;
    },
    [collection, editing, id, invalidateHistory, notify, onClose, onSaved],
  );
  const view = { resource: collection.name, title: false, actions: false, component: 'div', sx: VIEW_SX } as const;
  return (
    <DialogShell
      collection={collection}
      title={!editing ? text('createTitle') : data ? text('editTitle', { title: titleOf(data) }) : ''}
      onClose={onClose}
      onSuccess={onSuccess}
      needsChange={editing}
      controller={(form) =>
        editing ? (
          // The version goes back with the save: one over someone else's gets 412 and the conflict dialog.
          <ContentEdit {...view} id={id} history={false} collection={collection} error={<ContentLoadError />}>
            {form}
          </ContentEdit>
        ) : (
          <ContentCreate {...view} redirect={false} record={record}>
            {form}
          </ContentCreate>
        )
      }
    >
      {editing ? <ContentFormWatch /> : null}
      <ContentInputs collection={collection} mode={editing ? 'edit' : 'create'} />
      {editing ? <HistoryPanel resource={collection.name} id={id} /> : null}
    </DialogShell>
  );
};
