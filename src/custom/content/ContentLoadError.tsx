import type { ReactNode } from 'react';
import { Alert, Button, type AlertColor } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useEditContext, useTranslate } from 'react-admin';
import { failureMessageOf } from './contentValues.ts';

interface LoadFailedAlertProps {
  severity: AlertColor;
  /** What failed, with the server's message (spec §8). */
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  /** A new attempt is under way. */
  retrying?: boolean;
}

/** The one failed-load block of the content screens, a form's or a list's: the message and Try again. */
export const LoadFailedAlert = ({ severity, children, retryLabel, onRetry, retrying }: LoadFailedAlertProps) => (
  <Alert
    severity={severity}
    sx={{ m: 2 }}
    action={
      <Button
        color="inherit"
        size="small"
        onClick={onRetry}
        loading={retrying}
        loadingPosition="start"
        startIcon={<RefreshIcon />}
      >
        {retryLabel}
      </Button>
    }
  >
    {children}
  </Alert>
);

/**
 * In place of a form whose record failed to load (a 500, the network): the server's message (spec §8) and a way
 * to try again, on the page the admin is on. Sending them to another screen lost where they were; a record
 * that is gone (404) still goes back to its list (ContentEdit).
 */
export const ContentLoadError = ({ label }: { label?: string }) => {
  const translate = useTranslate();
  const { error, refetch, isFetching } = useEditContext();
  const message = failureMessageOf(error);
  return (
    <LoadFailedAlert
      severity="error"
      retryLabel={translate('app.content.retry')}
      onRetry={() => void refetch()}
      retrying={isFetching}
    >
      {translate('app.content.load_failed', {
        label: label ?? translate('app.content.item'),
        message: translate(message, { _: message }),
      })}
    </LoadFailedAlert>
  );
};
