import { useCallback, useId, useMemo, useRef, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, type Breakpoint } from '@mui/material';
import {
  Form,
  SaveButton,
  SaveContextProvider,
  useSaveContext,
  useTranslate,
  type Identifier,
  type RaRecord,
  type SaveHandler,
  type ValidateForm,
} from 'react-admin';
import { HistoryPanel } from '../history/HistoryPanel.tsx';
import { useInvalidateHistory } from '../history/historyQuery.ts';
import { ContentEdit } from './ContentEdit.tsx';
import { ContentFormWatch } from './ContentFormWatch.tsx';
import { focusFirstFieldOnEnter } from './focusFirstField.ts';
import { useDiscardQuestion } from './useDiscardQuestion.tsx';

/**
 * Inside ContentEdit: a successful save closes the dialog instead of ContentEdit's default (toast and stay).
 * Only `onSuccess` is ours, so failures keep ContentEdit's handling: the server's message in a toast, a 400's
 * field errors under their inputs, and on 412 its conflict dialog, which keeps the input and offers to load the
 * other version. The form stays a real form: Enter in a field saves.
 */
const SaveThenClose = ({ onSaved, children }: { onSaved: (answer: RaRecord) => void; children: ReactNode }) => {
  const saveContext = useSaveContext();
  const contentSave = saveContext.save;
  // Saved once, the dialog is closing: a click that lands meanwhile (the second of a double click) sends nothing.
  const saved = useRef(false);
  const save = useCallback<SaveHandler<RaRecord>>(
    async (data, callbacks) => {
      if (!contentSave || saved.current) return undefined;
      return contentSave(data, {
        ...callbacks,
        onSuccess: (answer: RaRecord) => {
          saved.current = true;
          onSaved(answer);
        },
      });
    },
    [contentSave, onSaved],
  );
  const value = useMemo(() => ({ ...saveContext, save }), [saveContext, save]);
  return <SaveContextProvider value={value}>{children}</SaveContextProvider>;
};

interface ContentEditDialogProps {
  resource: string;
  id: Identifier;
  /** i18n key of the dialog's title. */
  title: string;
  validate: ValidateForm;
  /** The item's inputs. */
  children: ReactNode;
  onClose: () => void;
  /** After the server accepted the save, before the dialog closes: the caller's toast (its texts differ per screen). */
  onSaved: (answer: RaRecord) => void;
  maxWidth?: Breakpoint;
  cancelLabel?: string;
  saveLabel?: string;
  /** A field's name in the conflict dialog (the declaration's labels). */
  fieldLabel?: (source: string) => string;
}

/**
 * A list item edited in a dialog (menu items, carousel cards, partners): the shared ContentEdit sends the record
 * back with its `version`, so a save over someone else's gets 412 and the conflict dialog rather than silently
 * replacing it; the History panel sits under the fields, collapsed, as on every content edit view. Escape and a
 * click beside the dialog ask first when something was typed; Cancel and a save close at once.
 */
export const ContentEditDialog = ({
  resource,
  id,
  title,
  validate,
  children,
  onClose,
  onSaved,
  maxWidth = 'sm',
  cancelLabel = 'ra.action.cancel',
  saveLabel,
  fieldLabel,
}: ContentEditDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const invalidateHistory = useInvalidateHistory();
  const discard = useDiscardQuestion(onClose);
  const saved = useCallback(
    (answer: RaRecord) => {
      onSaved(answer);
      void invalidateHistory(resource, id);
      onClose();
    },
    [id, invalidateHistory, onClose, onSaved, resource],
  );

  return (
    <>
      <Dialog
        open
        onClose={discard.requestClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth={maxWidth}
        scroll="body"
        slotProps={focusFirstFieldOnEnter}
      >
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        <ContentEdit
          resource={resource}
          id={id}
          title={false}
          actions={false}
          component="div"
          history={false}
          fieldLabel={fieldLabel}
        >
          <SaveThenClose onSaved={saved}>
            <Form validate={validate} noValidate>
              <ContentFormWatch />
              {discard.watch}
              <DialogContent sx={{ pt: 0 }}>
                {children}
                <HistoryPanel resource={resource} id={id} />
              </DialogContent>
              {/* MUI's Button: react-admin's turns into an icon button on phones, and Cancel has no icon. */}
              <DialogActions>
                <Button onClick={onClose}>{translate(cancelLabel)}</Button>
                <SaveButton label={saveLabel} />
              </DialogActions>
            </Form>
          </SaveThenClose>
        </ContentEdit>
      </Dialog>
      {discard.question}
    </>
  );
};
