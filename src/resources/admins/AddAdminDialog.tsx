import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import type { FieldValues } from 'react-hook-form';
import {
  Button,
  Form,
  required,
  SaveButton,
  TextInput,
  useCreate,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { FALLBACK_ERROR_MESSAGE } from '../../../contract/index.ts';
import { fieldErrorsOf } from '../../dataProvider/http.ts';
import type { AdminRecord } from '../../types.ts';

// No client-side format check (spec §5): the server's message for a bad address is shown under the field.
const req = [required()];

interface AddAdminDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * What the form shows for a refused invitation: the server's field errors under the fields, and its
 * message as `root.serverError`, which react-admin's Form puts in the error toast (spec §8) instead of
 * its generic "The form is not valid" (what a duplicate email showed).
 */
const submissionErrorsOf = (error: unknown): FieldValues => ({
  ...fieldErrorsOf(error),
  root: { serverError: error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE },
});

/**
 * Spec §2 add-admin dialog: asks for an email and sends the invitation through the data
 * provider's `create` (= POST /v1/users/invite). A 400 `{errors: {email}}` or 409 lands under the
 * field and the server's message in an error toast.
 */
export const AddAdminDialog = ({ open, onClose }: AddAdminDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate<AdminRecord>();

  const submit = async (values: FieldValues) => {
    try {
      await create('admins', { data: { email: values.email } }, { returnPromise: true });
    } catch (error) {
      return submissionErrorsOf(error);
    }
    notify('resources.admins.notifications.created', { type: 'success' });
    onClose();
    refresh();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="add-admin-title" fullWidth maxWidth="xs">
      <Form onSubmit={submit} noValidate>
        <DialogTitle id="add-admin-title">{translate('resources.admins.add_dialog.title')}</DialogTitle>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>{translate('resources.admins.add_dialog.help')}</DialogContentText>
          <TextInput
            source="email"
            resource="admins"
            type="email"
            autoComplete="off"
            validate={req}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button label="resources.admins.action.cancel" onClick={onClose} />
          <SaveButton label="resources.admins.action.send_invitation" icon={<SendIcon />} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
