import { useId, useMemo, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { BooleanInput, Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import type { CollectionDeclaration } from '../../../contract/content/index.ts';
import { ConflictDialog } from '../../custom/content/ConflictDialog.tsx';
import { useSingleSubmit } from '../../custom/content/useSingleSubmit.ts';
import { contentValidator } from '../../custom/content/contentValidator.ts';
import {
  answerMessageOf,
  failureMessageOf,
  fieldErrorsOf,
  isConflict,
  withoutAnswerKeys,
} from '../../custom/content/contentValues.ts';
import { ContentTextInput } from '../../custom/content/fields/ContentTextInput.tsx';
import type { ContentConflict } from '../../custom/content/useContentConflict.ts';
import { focusFirstFieldOnEnter } from '../../custom/content/focusFirstField.ts';
import { useDiscardQuestion } from '../../custom/content/useDiscardQuestion.tsx';
import { CategoryAlertDialog } from './CategoryAlertDialog.tsx';
import type { DescriptionAnswer, DescriptionRecord } from './categoryApi.ts';

export interface DescriptionValues {
  description: string;
  highestCategory: boolean;
  version: number;
}

interface DescriptionDialogProps {
  /** i18n key of the dialog's title (the spec's 'Edit Rideshare Description', 'Add LifeStyle Description'). */
  title: string;
  collection: CollectionDeclaration;
  /** What the form starts from: the stored description, or a new one with version 0. */
  record: DescriptionRecord;
  /** Rideshare descriptions carry `highestCategory`. */
  withHighest?: boolean;
  save: (values: DescriptionValues) => Promise<DescriptionAnswer>;
  /** The stored description, read again when a save was stale (412). */
  reload: () => Promise<DescriptionRecord>;
  onSaved: (answer: DescriptionAnswer) => void;
  onClose: () => void;
}

/**
 * Adds or edits one description. The category is shown, never editable (spec §2). The form checks the
 * declaration's rules before sending ('Description is required': nothing is sent, nothing saved); a refusal
 * of the server puts its field errors under the inputs and its message in the console's own alert dialog
 * (spec §8: category errors raise a browser alert); a stale save (412) keeps the input and opens the
 * conflict dialog, which can load the other version.
 */
export const DescriptionDialog = ({
  title,
  collection,
  record,
  withHighest = false,
  save,
  reload,
  onSaved,
  onClose,
}: DescriptionDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const rules = useMemo(() => contentValidator(collection), [collection]);
  const discard = useDiscardQuestion(onClose);
  const [current, setCurrent] = useState(record);
  const [alert, setAlert] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ContentConflict | null>(null);
  const [loading, setLoading] = useState(false);

  // Once at a time: a double click on Save added the description twice.
  const submit = useSingleSubmit(async (values: FieldValues) => {
    const attempted: DescriptionValues = {
      description: typeof values.description === 'string' ? values.description : '',
      highestCategory: values.highestCategory === true,
      version: current.version,
    };
    try {
      const answer = await save(attempted);
      notify(answerMessageOf(answer) ?? 'app.content.updated', {
        type: 'info',
        messageArgs: { _: answerMessageOf(answer) },
      });
      onSaved(answer);
      onClose();
    } catch (error) {
      const message = failureMessageOf(error);
      if (isConflict(error)) {
        setConflict({ message, attempted: { ...current, ...attempted }, theirs: undefined });
        reload().then(
          (theirs) => setConflict((c) => c && { ...c, theirs }),
          () => setConflict((c) => c && { ...c, theirs: null }),
        );
        return;
      }
      setAlert(message);
      return fieldErrorsOf(error);
    }
  });

  const loadTheirs = async () => {
    setLoading(true);
    try {
      setCurrent(withoutAnswerKeys(await reload()));
      setConflict(null);
      notify('app.content.conflict.loaded', { type: 'info' });
    } catch (error) {
      setAlert(failureMessageOf(error));
    } finally {
      setLoading(false);
    }
  };

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
        {/* A new record (their version loaded) starts the form over from it. */}
        <Form
          key={current.version}
          record={current}
          onSubmit={submit}
          validate={rules}
          noValidate
          disableInvalidFormNotification
        >
          {discard.watch}
          <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
          <DialogContent>
            <TextInput source="category" resource={collection.name} readOnly fullWidth />
            <ContentTextInput
              collection={collection}
              source="description"
              resource={collection.name}
              isRequired
              fullWidth
              multiline
              minRows={3}
            />
            {withHighest ? (
              <BooleanInput
                source="highestCategory"
                resource={collection.name}
                helperText="app.categories.highest_help"
              />
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('app.categories.cancel')}</Button>
            <SaveButton label="app.categories.save" alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
      {discard.question}
      <ConflictDialog
        resource={collection.name}
        conflict={conflict}
        loading={loading}
        onLoad={loadTheirs}
        onKeep={() => setConflict(null)}
      />
      <CategoryAlertDialog message={alert} onClose={() => setAlert(null)} />
    </>
  );
};
