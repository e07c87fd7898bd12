import { useState } from 'react';
import { Button } from '@mui/material';
import { AppDialog } from '../../custom/layout/AppDialog.tsx';
import type { FieldValues } from 'react-hook-form';
import { BooleanInput, Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { rideshareCategories } from '../../../contract/content/index.ts';
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
import { HistoryPanel } from '../../custom/history/HistoryPanel.tsx';
import { useInvalidateHistory } from '../../custom/history/historyQuery.ts';
import type { DescriptionAnswer, DescriptionRecord } from './categoryApi.ts';

export interface DescriptionValues {
  description: string;
  highestCategory: boolean;
  version: number;
}

interface DescriptionDialogProps {
  /**
   * What the form starts from: the stored description, or before its first save its empty one with version 0. A new
   * one (a revision restored from History, read again) starts the form over from it.
   */
  record: DescriptionRecord;
  save: (values: DescriptionValues) => Promise<DescriptionAnswer>;
  /** The stored description, read again when a save was stale (412). */
  reload: () => Promise<DescriptionRecord>;
  onSaved: (answer: DescriptionAnswer) => void;
  onClose: () => void;
}

const collection = rideshareCategories;
const rules = contentValidator(collection);

/**
 * 'Edit Rideshare Description' (spec §2), the category shown read-only, with the generic form's rules, field errors,
 * conflict dialog (412 keeps the input) and History. Not the generic dialog: the spec reads it by name
 * (`GET /category/{name}`) and saves it with `POST category/addCategory`, which creates it too.
 */
export const DescriptionDialog = ({ record, save, reload, onSaved, onClose }: DescriptionDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const discard = useDiscardQuestion(onClose);
  const invalidateHistory = useInvalidateHistory();
  const [current, setCurrent] = useState(record);
  const [given, setGiven] = useState(record);
  if (record !== given) {
    setGiven(record);
    setCurrent(record);
  }
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
      const done = answerMessageOf(answer) ?? 'app.content.updated';
      notify(done, { type: 'info', messageArgs: { _: done } });
      onSaved(answer);
      void invalidateHistory(collection.name, current.id);
      onClose();
    } catch (error) {
      const message = failureMessageOf(error);
      if (isConflict(error)) {
        // The version the admin opened: the fields both changed are shown side by side (theirs, mine).
        const base = withoutAnswerKeys(current);
        setConflict({ message, attempted: { ...base, ...attempted }, base, theirs: undefined });
        reload().then(
          (theirs) => setConflict((c) => c && { ...c, theirs }),
          () => setConflict((c) => c && { ...c, theirs: null }),
        );
        return;
      }
      notify(message, { type: 'error' });
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
      notify(failureMessageOf(error), { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <AppDialog
        open
        onClose={discard.requestClose}
        title="app.categories.edit_rideshare"
        scroll="body"
        slotProps={focusFirstFieldOnEnter}
        form={(body) => (
          // A new record (their version loaded) starts the form over from it.
          <Form
            key={current.version}
            record={current}
            onSubmit={submit}
            validate={rules}
            noValidate
            disableInvalidFormNotification
          >
            {discard.watch}
            {body}
          </Form>
        )}
        actions={
          <>
            <Button onClick={onClose}>{translate('app.categories.cancel')}</Button>
            <SaveButton label="app.categories.save" alwaysEnable />
          </>
        }
      >
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
        <BooleanInput source="highestCategory" resource={collection.name} helperText="app.categories.highest_help" />
        {/* Its revisions and their restore, as every content edit has them (none before the first save). */}
        {current.version > 0 ? <HistoryPanel resource={collection.name} id={current.id} /> : null}
      </AppDialog>
      {discard.question}
      <ConflictDialog
        resource={collection.name}
        conflict={conflict}
        loading={loading}
        onLoad={loadTheirs}
        onKeep={() => setConflict(null)}
      />
    </>
  );
};
