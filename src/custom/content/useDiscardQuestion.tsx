import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { DiscardChangesQuestion } from '../unsaved/DiscardChangesQuestion.tsx';

/** Inside the dialog's form: keeps `dirty` up to date for the dialog's onClose, which is outside the form. */
const FormDirtyWatch = ({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) => {
  const { dirtyFields } = useFormState();
  const isDirty = Object.keys(dirtyFields).length > 0;
  useEffect(() => {
    onDirtyChange(isDirty);
  }, [onDirtyChange, isDirty]);
  return null;
};

/**
 * Escape and a click beside a menu item dialog used to close it and throw the typed input away. With this, the
 * dialog's `onClose` is `requestClose`: a form without changes closes at once, one with changes asks first
 * ('Discard your changes?', with react-admin's own unsaved-changes sentence), Keep editing focused.
 * `watch` goes inside the dialog's form, `question` beside the dialog. A dialog without a react-admin form says
 * whether it holds unsaved input as `unsaved` instead.
 */
export const useDiscardQuestion = (onClose: () => void, unsaved?: boolean) => {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => {
    if (unsaved ?? dirty.current) setAsking(true);
    else onClose();
  }, [onClose, unsaved]);
  const trackDirty = useCallback((isDirty: boolean) => {
    dirty.current = isDirty;
  }, []);
  const watch = useMemo(() => <FormDirtyWatch onDirtyChange={trackDirty} />, [trackDirty]);
  const question = (
    <DiscardChangesQuestion
      isOpen={asking}
      onDiscard={() => {
        setAsking(false);
        onClose();
      }}
      onKeepEditing={() => setAsking(false)}
    />
  );
  return { watch, requestClose, question };
};
