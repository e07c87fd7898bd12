import { useCallback, type ReactNode } from 'react';
import { Button } from '@mui/material';
import { AddNotificationContext, useAddNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { AppDialog, useLingering } from '../../custom/layout/AppDialog.tsx';

/**
 * Spec §8: "Category and lifestyle errors raise a browser alert". The same text, in the console's own dialog
 * (never window.alert: it blocks the page and cannot be styled or read by assistive technology as ours).
 */
export const CategoryAlertDialog = ({ message, onClose }: { message: string | null; onClose: () => void }) => {
  const translate = useTranslate();
  const shown = useLingering(message);
  return (
    <AppDialog
      open={message !== null}
      onClose={onClose}
      role="alertdialog"
      maxWidth="xs"
      title="app.categories.alert_title"
      description={translate(shown ?? '', { _: shown ?? '' })}
      actions={
        <Button onClick={onClose} autoFocus>
          {translate('app.categories.ok')}
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
