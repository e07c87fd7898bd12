import { Alert, Button } from '@mui/material';
import { HttpError, useTranslate } from 'react-admin';
import { FALLBACK_ERROR_MESSAGE } from '../../../contract/index.ts';

export interface SaveFailure {
  message: string;
  /** 412: someone else saved first; reloading shows their changes and keeps this admin's input. */
  conflict: boolean;
}

export const failureOf = (error: unknown): SaveFailure => ({
  message: error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE,
  conflict: error instanceof HttpError && error.status === 412,
});

/**
 * A failed save, next to the button that caused it (a toast would vanish while the admin
 * still needs the message). A conflict offers to reload; the input stays either way.
 */
export const SaveFailureAlert = ({ failure, onReload }: { failure: SaveFailure; onReload: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        failure.conflict && (
          <Button color="inherit" size="small" onClick={onReload}>
            {translate('app.vehicle_detail.reload')}
          </Button>
        )
      }
    >
      {failure.message}
    </Alert>
  );
};
