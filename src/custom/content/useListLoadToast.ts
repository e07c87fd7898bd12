import { useCallback, useMemo } from 'react';
import { useNotify } from 'react-admin';
import { failureMessageOf } from './contentValues.ts';

/**
 * Spec §8 'list loads use info severity': a content list's `queryOptions`. A failed load toasts the server's message
 * as info (react-admin's default is a red error toast); the list itself shows it in place of its rows, with Try
 * again (ContentListStatus).
 */
export const useListLoadToast = () => {
  const notify = useNotify();
  const onError = useCallback(
    (failure: unknown) => {
      const message = failureMessageOf(failure);
      notify(message, { type: 'info', messageArgs: { _: message } });
    },
    [notify],
  );
  return useMemo(() => ({ onError }), [onError]);
};
