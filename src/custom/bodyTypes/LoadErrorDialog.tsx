import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Spec §8: a load failure raises 'Error ocurred' with the message; here in the console's own dialog, not an alert. */
export const LoadErrorDialog = ({ message, onClose }: { message: string | null; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      role="alertdialog"
    >
      <DialogTitle id={titleId}>{translate('app.body_types.load_error_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('app.body_types.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
