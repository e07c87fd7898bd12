import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { EditContext } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { ContentValues } from './contentValues.ts';

/** What an edit view asks of its form from outside it (the History panel sits under the form, not in it). */
export interface ContentFormProbe {
  /** The admin has input the record does not have. */
  isDirty: () => boolean;
  values: () => ContentValues;
  /** A merge: once the form holds the next version of the record, these fields get the admin's values again (dirty). */
  reapplyAfterReload: (changes: ContentValues) => void;
  cancelReapply: () => void;
}

interface ContentEditState {
  form: RefObject<ContentFormProbe | null>;
  /** The form's ContentFormWatch puts its probe in `form`; the returned function takes it out again. */
  register: (probe: ContentFormProbe) => () => void;
  /** The conflict dialog: the server's message, their version beside the admin's input. */
  openConflict: (message: string, attempted: ContentValues) => void;
}

/** Around a ContentEdit's form and History panel (ContentEdit provides it). */
export const ContentEditStateContext = createContext<ContentEditState | null>(null);

/**
 * Goes inside the form of a ContentEdit (`<SimpleForm><ContentFormWatch />…`), where react-hook-form's state is:
 * it tells the edit view whether the admin has unsaved input when the record moves on outside a save of this form
 * (a History restore refused because someone saved meanwhile).
 */
export const ContentFormWatch = () => {
  const state = useContext(ContentEditStateContext);
  const { getValues, setValue } = useFormContext();
  const { dirtyFields } = useFormState();
  // Read when asked, after this render: a ref, so the probe need not be registered again at each keystroke.
  const dirty = useRef(false);
  const isDirty = Object.keys(dirtyFields).length > 0;
  useLayoutEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);
  // A merge's changes wait for the reset to the next version: this renders again once the form holds it (react-admin's
  // Form resets in its own effect, after this child's effects, so the record changing is not the moment).
  const version: unknown = useWatch({ name: 'version' });
  const pending = useRef<{ from: unknown; changes: ContentValues } | null>(null);
  useEffect(() => {
    const merge = pending.current;
    if (!merge || version === merge.from) return;
    pending.current = null;
    for (const [key, value] of Object.entries(merge.changes)) setValue(key, value, { shouldDirty: true });
  }, [version, setValue]);
  useEffect(() => {
    if (!state) return;
    const probe: ContentFormProbe = {
      isDirty: () => dirty.current,
      values: () => getValues(),
      reapplyAfterReload: (changes) => {
        pending.current = { from: getValues('version'), changes };
      },
      cancelReapply: () => {
        pending.current = null;
      },
    };
    return state.register(probe);
  }, [state, getValues, setValue]);
  return null;
};

/**
 * The record of the edit view moved on without this form saving it (a restore refused with 412: someone saved
 * meanwhile). Without unsaved input the record is read again, so the form, its version and the History's
 * 'current' follow the server; with unsaved input the conflict dialog asks first and keeps the input. A form
 * without ContentFormWatch cannot say: it is reloaded, as the restore the admin confirmed would have done
 * ('Unsaved input in the form above is replaced'). Outside a ContentEdit it does nothing.
 */
export const useRecordMovedOn = () => {
  const state = useContext(ContentEditStateContext);
  const edit = useContext(EditContext);
  const refetch = edit?.refetch;
  return useCallback(
    (message: string) => {
      if (!state || !refetch) return;
      const form = state.form.current;
      if (form?.isDirty()) state.openConflict(message, form.values());
      else void refetch();
    },
    [state, refetch],
  );
};
