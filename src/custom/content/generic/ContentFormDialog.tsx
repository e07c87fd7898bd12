import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
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
import { labelOf, type CollectionDeclaration } from '../../../../contract/content/index.ts';
import { ContentCreate } from '../ContentCreate.tsx';
import { ContentEditDialog } from '../ContentEditDialog.tsx';
import { contentValidator } from '../contentValidator.ts';
import { answerMessageOf } from '../contentValues.ts';
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
 * Spec §8 read through the declaration's answers: a create answered with another status than the collection's
 * success one (the menu's 'success') is refused in effect: its status is the error toast and the dialog stays.
 */
const createdOutcome = (collection: CollectionDeclaration, answer: RaRecord): { ok: boolean; toast: string } => {
  const { status } = answer as { status?: unknown };
  if (typeof status === 'string' && status !== '' && status !== collection.answers.created.status)
    return { ok: false, toast: status };
  return { ok: true, toast: answerMessageOf(answer) ?? collection.answers.created.message };
};

/** Inside ContentCreate: a successful create toasts the server's answer and closes the dialog instead of redirecting. */
const CreatedThenClose = ({
  collection,
  onClose,
  children,
}: {
  collection: CollectionDeclaration;
  onClose: () => void;
  children: ReactNode;
}) => {
  const notify = useNotify();
  const saveContext = useSaveContext();
  const contentSave = saveContext.save;
  const onSuccess = useCallback(
    (answer: RaRecord) => {
      const outcome = createdOutcome(collection, answer);
      notify(outcome.toast, { type: outcome.ok ? 'info' : 'error', messageArgs: { _: outcome.toast } });
      if (outcome.ok) onClose();
    },
    [collection, notify, onClose],
  );
  const save = useCallback<SaveHandler<RaRecord>>(
    async (data, callbacks) => (contentSave ? contentSave(data, { ...callbacks, onSuccess }) : undefined),
    [contentSave, onSuccess],
  );
  const value = useMemo(() => ({ ...saveContext, save }), [saveContext, save]);
  return <SaveContextProvider value={value}>{children}</SaveContextProvider>;
};

/** Save, busy from the click until the server answered (the save context ignores a second submit meanwhile). */
const DialogSaveButton = () => {
  const translate = useTranslate();
  const { saving } = useSaveContext();
  const { isSubmitting } = useFormState();
  const busy = saving === true || isSubmitting;
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SaveIcon />}
    >
      {translate('ra.action.save')}
    </Button>
  );
};

const CreateDialog = ({ collection, defaults, onClose }: Omit<ContentFormDialogProps, 'id' | 'onSaved'>) => {
  const translate = useTranslate();
  const { text } = useCollectionTexts(collection);
  const titleId = useId();
  const discard = useDiscardQuestion(onClose);
  const record = useMemo(() => ({ ...startValuesOf(collection), ...defaults }), [collection, defaults]);
  const validate = useMemo(() => contentValidator(collection), [collection]);
  return (
    <>
      <Dialog
        open
        onClose={discard.requestClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        scroll="body"
        slotProps={focusFirstFieldOnEnter}
      >
        <DialogTitle id={titleId}>{text('createTitle')}</DialogTitle>
        <ContentCreate
          resource={collection.name}
          redirect={false}
          title={false}
          actions={false}
          component="div"
          record={record}
        >
          <CreatedThenClose collection={collection} onClose={onClose}>
            <Form validate={validate} noValidate>
              {discard.watch}
              <DialogContent sx={{ pt: 0 }}>
                <ContentInputs collection={collection} mode="create" />
              </DialogContent>
              <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                <DialogSaveButton />
              </DialogActions>
            </Form>
          </CreatedThenClose>
        </ContentCreate>
      </Dialog>
      {discard.question}
    </>
  );
};

const EditDialog = ({ collection, id, onClose, onSaved: afterSave }: ContentFormDialogProps & { id: Identifier }) => {
  const notify = useNotify();
  const { text, titleOf } = useCollectionTexts(collection);
  // The same query as the edit's own (one request): the dialog's title names the document.
  const { data } = useGetOne(collection.name, { id });
  const validate = useMemo(() => contentValidator(collection), [collection]);
  const fieldLabel = useCallback((source: string) => labelOf(collection, source), [collection]);
  const onSaved = useCallback(
    (answer: RaRecord) => {
      const message = answerMessageOf(answer) ?? collection.answers.updated.message;
      notify(message, { type: 'info', messageArgs: { _: message } });
      afterSave?.();
    },
    [collection, notify, afterSave],
  );
  return (
    <ContentEditDialog
      resource={collection.name}
      id={id}
      title={data ? text('editTitle', { title: titleOf(data) }) : ''}
      validate={validate}
      onClose={onClose}
      onSaved={onSaved}
      fieldLabel={fieldLabel}
    >
      <ContentInputs collection={collection} mode="edit" />
    </ContentEditDialog>
  );
};

/**
 * A document created (no `id`) or edited in a dialog over its list (issue 24: `admin.edit: 'dialog'`), with the same
 * derived inputs and rules as the pages: the server's answer as the toast, a 400's errors under their inputs, and
 * for an edit the version sent back (412 → the conflict dialog) and the History panel. A double click on Save
 * creates one record. Escape and a click beside the dialog ask first when something was typed.
 */
export const ContentFormDialog = ({ collection, id, defaults, onClose, onSaved }: ContentFormDialogProps) =>
  id === undefined ? (
    <CreateDialog collection={collection} defaults={defaults} onClose={onClose} />
  ) : (
    <EditDialog collection={collection} id={id} onClose={onClose} onSaved={onSaved} />
  );
