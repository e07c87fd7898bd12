import type { AlertColor } from '@mui/material';
import { useEditContext, useTranslate } from 'react-admin';
import { RetryAlert } from '../layout/RetryAlert.tsx';
import { failureMessageOf } from './contentValues.ts';

interface LoadFailedAlertProps {
  severity: AlertColor;
  /** The load's state, as react-admin's edit and list contexts give it. */
  error: unknown;
  refetch: () => unknown;
  isFetching?: boolean;
  /** What failed, with the server's message (spec §8) filled in. */
  text: (message: string) => string;
  retryLabel: string;
}

/** The failed-load block of the content screens, a form's or a list's: the server's message and Try again. */
export const LoadFailedAlert = ({ severity, error, refetch, isFetching, text, retryLabel }: LoadFailedAlertProps) => {
  const translate = useTranslate();
  const message = failureMessageOf(error);
  return (
    <RetryAlert severity={severity} sx={{ m: 2 }} retry={retryLabel} onRetry={() => void refetch()} busy={isFetching}>
      {text(translate(message, { _: message }))}
    </RetryAlert>
  );
};

/**
 * In place of a form whose record failed to load (a 500, the network): the server's message (spec §8) and a way
 * to try again, on the page the admin is on. Sending them to another screen lost where they were; a record
 * that is gone (404) still goes back to its list (ContentEdit).
 */
export const ContentLoadError = ({ label, text }: { label?: string; text?: (message: string) => string }) => {
  const translate = useTranslate();
  const { error, refetch, isFetching } = useEditContext();
  const what = label ?? translate('app.content.item');
  return (
    <LoadFailedAlert
      severity="error"
      {...{ error, refetch, isFetching }}
      text={text ?? ((message) => translate('app.content.load_failed', { label: what, message }))}
      retryLabel={translate('app.content.retry')}
    />
  );
};
