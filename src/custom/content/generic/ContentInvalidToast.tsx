import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useNotify } from 'react-admin';
import type { CollectionDeclaration } from '../../../../contract/content/index.ts';
import { useCollectionTexts } from './useCollectionTexts.ts';

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Whether the declaration words a save stopped by an empty required field itself (`admin.texts.required`). */
export const hasRequiredToast = (collection: CollectionDeclaration) => !!collection.admin?.texts?.required;

/**
 * A save the form's rules stopped (inside a form with `disableInvalidFormNotification`): when a field in error is
 * empty, the declaration's `required` text as an info toast (spec §5: ride-share cities say 'Please fill required
 * fields'); otherwise react-admin's own 'The form is not valid' error toast, as any other form.
 */
export const ContentInvalidToast = ({ collection }: { collection: CollectionDeclaration }) => {
  const { text } = useCollectionTexts(collection);
  const notify = useNotify();
  const { getValues } = useFormContext();
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  useEffect(() => {
    if (submitCount <= seen.current) return;
    seen.current = submitCount;
    const fields = Object.keys(errors).filter((key) => key !== 'root');
    if (fields.length === 0) return;
    if (fields.some((key) => isEmpty(getValues(key)))) {
      notify(text('required'), { type: 'info' });
      return;
    }
    const serverError = errors.root?.serverError?.message;
    notify(typeof serverError === 'string' && serverError ? serverError : 'ra.message.invalid_form', { type: 'error' });
  }, [submitCount, errors, getValues, notify, text]);
  return null;
};
