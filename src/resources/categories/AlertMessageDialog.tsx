import { useCallback, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { AddNotificationContext, useAddNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { AppDialog, useLingering } from '../../custom/layout/AppDialog.tsx';

/**
 * Spec §8's browser alerts (category errors; a body-type load failure, 'Error ocurred'), with the same text in the
 * console's own dialog: never window.alert, which blocks the page and cannot be styled or read by assistive
 * technology as ours. `title` and `ok` are i18n keys; the message is the server's (or a key).
 */
export const AlertMessageDialog = ({
  title,
  ok,
  message,
  onClose,
}: {
  title: string;
  ok: string;
  message: string | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const shown = useLingering(message);
  return (
    <AppDialog
      open={message !== null}
      onClose={onClose}
      role="alertdialog"
      maxWidth="xs"
      title={title}
      description={translate(shown ?? '', { _: shown ?? '' })}
      actions={
        <Button onClick={onClose} autoFocus>
          {translate(ok)}
        </Button>
      }
    />
  );
};

// A form's own check ('The form is not valid') stays a toast: its errors are under the inputs, nothing was sent.
const INVALID_FORM = 'ra.message.invalid_form';

/** The error toasts of the screen's calls (the generic dialogs' and delete's own) raise that alert instead (spec §8). */
export const ErrorsAsAlert = ({ onError, children }: { onError: (message: string) => void; children: ReactNode }) => {
  const notify = useAddNotificationContext();
  const add = useCallback(
    (notification: NotificationPayload) => {
      const { type, message } = notification;
      if (type === 'error' && typeof message === 'string' && message !== INVALID_FORM) onError(message);
      else notify(notification);
    },
    [notify, onError],
  );
  return <AddNotificationContext.Provider value={add}>{children}</AddNotificationContext.Provider>;
};
