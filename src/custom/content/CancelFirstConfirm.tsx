import { useId } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import AlertError from '@mui/icons-material/ErrorOutlineOutlined';
import ActionCheck from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';

interface CancelFirstConfirmProps {
  isOpen: boolean;
  loading?: boolean;
  /** i18n keys or texts, as react-admin's Confirm takes them. */
  title: string;
  titleTranslateOptions?: Record<string, unknown>;
  content: string;
  confirm: string;
  cancel: string;
  /** 'error' for a question whose answer destroys something. */
  confirmColor?: 'primary' | 'error';
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * react-admin's Confirm, but the focus starts on Cancel: its Confirm focuses the confirming button, so a stray
 * Enter (the one that opened the question, a second press) deleted or discarded at once. Escape, a click
 * beside it and Cancel answer no.
 */
export const CancelFirstConfirm = ({
  isOpen,
  loading,
  title,
  titleTranslateOptions,
  content,
  confirm,
  cancel,
  confirmColor = 'primary',
  onConfirm,
  onClose,
}: CancelFirstConfirmProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const contentId = useId();
  return (
    <Dialog
      open={isOpen}
      onClose={loading ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={contentId}
    >
      <DialogTitle id={titleId}>{translate(title, { _: title, ...titleTranslateOptions })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={contentId}>{translate(content, { _: content })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading} startIcon={<AlertError />} autoFocus>
          {translate(cancel, { _: cancel })}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={loading}
          color={confirmColor}
          startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : <ActionCheck />}
        >
          {translate(confirm, { _: confirm })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
