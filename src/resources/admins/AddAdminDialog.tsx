import { useState } from 'react';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
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
import { AppDialog } from '../../custom/layout/AppDialog.tsx';
import { failureMessageOf } from '../../custom/content/contentValues.ts';
import { fieldErrorsOf } from '../../dataProvider/http.ts';
import type { AdminRecord } from '../../types.ts';

// No client-side format check (spec §5): the server's message for a bad address is shown under the field.
const req = [required()];

/**
 * Spec §2 add-admin dialog: sends the invitation through the data provider's `create` (= POST /v1/users/invite). A
 * refusal puts the server's field errors under the fields and its message in `root.serverError`, which react-admin's
 * Form shows as the error toast (spec §8) instead of its generic "The form is not valid".
 */
export const AddAdminDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create] = useCreate<AdminRecord>();

  const submit = async (values: FieldValues) => {
    try {
      await create('admins', { data: { email: values.email } }, { returnPromise: true });
    } catch (error) {
      return { ...fieldErrorsOf(error), root: { serverError: failureMessageOf(error) } };
    }
    notify('app.notifications.added', { type: 'success' });
    onClose();
    refresh();
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="resources.admins.action.add"
      description={translate('resources.admins.add_dialog.help')}
      maxWidth="xs"
      form={(body) => (
        <Form onSubmit={submit} noValidate>
          {body}
        </Form>
      )}
      actions={
        <>
          <Button label="ra.action.cancel" onClick={onClose} />
          {/* Disabled until something is typed, busy while the invitation is on its way. */}
          <SaveButton label="resources.admins.action.send_invitation" icon={<SendIcon />} />
        </>
      }
    >
      <TextInput source="email" resource="admins" type="email" autoComplete="off" validate={req} fullWidth autoFocus />
    </AppDialog>
  );
};

/** Top-toolbar button of the admins list; the dialog is mounted only while open so each opening starts blank. */
export const AddAdminButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="resources.admins.action.add" onClick={() => setOpen(true)}>
        <PersonAddIcon />
      </Button>
      {open && <AddAdminDialog open onClose={() => setOpen(false)} />}
    </>
  );
};
