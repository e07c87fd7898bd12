import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AppDialog, useLingering } from '../layout/AppDialog.tsx';

/** Spec §8: a load failure raises 'Error ocurred' with the message; here in the console's own dialog, not an alert. */
export const LoadErrorDialog = ({ message, onClose }: { message: string | null; onClose: () => void }) => {
  const translate = useTranslate();
  const shown = useLingering(message);
  return (
    <AppDialog
      open={message !== null}
      onClose={onClose}
      role="alertdialog"
      fullWidth={false}
      title="app.body_types.load_error_title"
      description={shown}
      actions={
        <Button onClick={onClose} autoFocus>
          {translate('app.body_types.ok')}
        </Button>
      }
    />
  );
};
