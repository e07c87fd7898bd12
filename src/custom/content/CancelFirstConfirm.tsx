import { Button } from '@mui/material';
import AlertError from '@mui/icons-material/ErrorOutlineOutlined';
import ActionCheck from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';
import { AppDialog } from '../layout/AppDialog.tsx';

interface CancelFirstConfirmProps {
  isOpen: boolean;
  loading?: boolean;
  /** i18n keys or texts, as react-admin's Confirm takes them. */
  title: string;
  titleTranslateOptions?: Record<string, unknown>;
  /** Absent: the title is the whole question (the leave question of spec §4). */
  content?: string;
  /** react-admin's Confirm and Cancel when absent, as its Confirm. */
  confirm?: string;
  cancel?: string;
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
export const CancelFirstConfirm = (props: CancelFirstConfirmProps) => {
  const { isOpen, loading = false, title, content, onConfirm, onClose } = props;
  const { confirm = 'ra.action.confirm', cancel = 'ra.action.cancel' } = props;
  const translate = useTranslate();
  return (
    <AppDialog
      open={isOpen}
      onClose={onClose}
      busy={loading}
      title={title}
      titleOptions={props.titleTranslateOptions}
      description={content === undefined ? undefined : translate(content, { _: content })}
      fullWidth={false}
      actions={
        <>
          <Button onClick={onClose} disabled={loading} startIcon={<AlertError />} autoFocus>
            {translate(cancel, { _: cancel })}
          </Button>
          <Button
            onClick={onConfirm}
            loading={loading}
            loadingPosition="start"
            color={props.confirmColor ?? 'primary'}
            startIcon={<ActionCheck />}
          >
            {translate(confirm, { _: confirm })}
          </Button>
        </>
      }
    />
  );
};
