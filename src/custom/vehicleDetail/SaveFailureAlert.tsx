import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SaveFailure } from './saveFailure.ts';

interface SaveFailureAlertProps {
  failure: SaveFailure;
  onReload: () => void;
}

/**
 * A failed save, next to the button that caused it (a toast would vanish while the admin
 * still needs the message). A conflict offers to reload; the input stays either way.
 */
export const SaveFailureAlert = ({ failure, onReload }: SaveFailureAlertProps) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        failure.conflict ? (
          <Button color="inherit" size="small" onClick={onReload}>
            {translate('app.vehicle_detail.reload')}
          </Button>
        ) : undefined
      }
    >
      {failure.message}
    </Alert>
  );
};
