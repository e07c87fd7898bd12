import { useCallback, useMemo, type ReactNode } from 'react';
import {
  SaveContextProvider,
  useNotify,
  useRedirect,
  useResourceContext,
  useSaveContext,
  type OnError,
  type OnSuccess,
  type RaRecord,
  type RedirectionSideEffect,
  type SaveHandler,
  type SaveHandlerCallbacks,
} from 'react-admin';
import { useInvalidateHistory } from '../history/historyQuery.ts';
import {
  answerMessageOf,
  failureMessageOf,
  fieldErrorsOf,
  isConflict,
  withoutAnswerKeys,
  type ContentValues,
} from './contentValues.ts';
import { useSingleSubmit } from './useSingleSubmit.ts';

interface ContentSaveContextProps {
  children: ReactNode;
  /**
   * Side effects of a successful write, unless the save button brings its own. By default: the server's `message` as
   * the toast ('Success!', else `done`), the document's history marked stale, then `redirect`.
   */
  onSaved?: OnSuccess;
  done?: string;
  redirect?: RedirectionSideEffect;
  /** A 412: the admin's input stays in the form; `attempted` is what they tried to save. */
  onConflict?: (message: string, attempted: ContentValues) => void;
}

/**
 * The form calls `save(values, event)`; a save button with its own mutation options, or a wrapper such as
 * the menu item dialog's (which may spread the event into its callbacks), calls it with callbacks. Only
 * the callbacks' own keys are taken: an event has none of them.
 */
const callbacksOf = (arg: unknown): SaveHandlerCallbacks => {
  if (typeof arg !== 'object' || arg === null) return {};
  const { onSuccess, onError, transform, meta } = arg as Record<string, unknown>;
  return {
    onSuccess: typeof onSuccess === 'function' ? (onSuccess as OnSuccess) : undefined,
    onError: typeof onError === 'function' ? (onError as OnError) : undefined,
    transform: typeof transform === 'function' ? (transform as SaveHandlerCallbacks['transform']) : undefined,
    meta,
  };
};

/**
 * Wraps the edit or create controller's `save` (inside `<Edit>`/`<Create>`, around the form):
 * - a 400's `errors` reach their inputs (react-admin returns them to the form in pessimistic mode, and
 *   react-hook-form files a dotted path such as `img.alt` under the nested input), and the toast shows the
 *   server's message instead of react-admin's 'The form is not valid' (`root.serverError`);
 * - a 412 sets no field error (its `errors.version` has no input, and react-hook-form would keep an error
 *   on an unregistered field for good, refusing every later submit): the form keeps its values as they are
 *   and `onConflict` explains (the server's message is toasted only without it);
 * - every other failure toasts the server's message (spec §8);
 * - a second submit while one is in flight (a double click on Save, before the button shows it is busy) is
 *   ignored: it would create the record twice, or be refused as stale.
 */
export const ContentSaveContext = (props: ContentSaveContextProps) => {
  const { children, done = 'app.content.updated', redirect = false, onConflict } = props;
  const saveContext = useSaveContext();
  const notify = useNotify();
  const redirectTo = useRedirect();
  const resource = useResourceContext();
  const invalidateHistory = useInvalidateHistory();
  const controllerSave = saveContext.save;
  const savedByDefault = useCallback(
    (answer: RaRecord) => {
      notify(answerMessageOf(answer) ?? done, { type: 'info' });
      if (resource) void invalidateHistory(resource, answer.id);
      redirectTo(redirect, resource, answer.id, withoutAnswerKeys(answer));
    },
    [done, invalidateHistory, notify, redirect, redirectTo, resource],
  );
  const onSaved = props.onSaved ?? savedByDefault;

  const saveOnce = useCallback(
    async (data: Partial<RaRecord>, arg: unknown): Promise<RaRecord | undefined> => {
      if (!controllerSave) return;
      const callbacks = callbacksOf(arg);
      let failure: unknown = null;
      const onError: OnError = (error, ...rest) => {
        failure = error;
        if (callbacks.onError) return callbacks.onError(error, ...rest);
        if (isConflict(error)) {
          // The conflict dialog says the server's message itself; a toast would only repeat it behind the dialog.
          if (onConflict) onConflict(failureMessageOf(error), data);
          else notify(failureMessageOf(error), { type: 'error' });
          return;
        }
        // With field errors the form's own invalid-form toast shows the message (root.serverError).
        if (!fieldErrorsOf(error)) notify(failureMessageOf(error), { type: 'error' });
      };
      await controllerSave(data, { ...callbacks, onSuccess: callbacks.onSuccess ?? onSaved, onError });
      if (failure === null || isConflict(failure)) return;
      const fieldErrors = fieldErrorsOf(failure);
      if (!fieldErrors) return;
      // The save handler's type only knows flat errors; react-admin's form also takes `root`.
      const submissionErrors = { ...fieldErrors, root: { serverError: failureMessageOf(failure) } };
      return submissionErrors as unknown as RaRecord;
    },
    [controllerSave, notify, onConflict, onSaved],
  );

  const save: SaveHandler<RaRecord> = useSingleSubmit(saveOnce);

  const value = useMemo(() => ({ ...saveContext, save }), [saveContext, save]);
  return <SaveContextProvider value={value}>{children}</SaveContextProvider>;
};
