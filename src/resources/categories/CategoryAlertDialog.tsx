import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Spec §8: "Category and lifestyle errors raise a browser alert". The same text, in the console's own dialog
 * (never window.alert: it blocks the page and cannot be styled or read by assistive technology as ours).
 */
export const CategoryAlertDialog = ({ message, onClose }: { message: string | null; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  // The text stays while the dialog fades out.
  const [shown, setShown] = useState(message);
  if (message !== null && message !== shown) setShown(message);
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{translate('app.categories.alert_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{translate(shown ?? '', { _: shown ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('app.categories.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
