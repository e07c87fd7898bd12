import { useId, useState, type ChangeEvent } from 'react';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SendIcon from '@mui/icons-material/Send';
import { Button as MuiButton } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Button, Form, required, TextInput, useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { FALLBACK_ERROR_MESSAGE } from '../../../contract/index.ts';
import { AppDialog } from '../../custom/layout/AppDialog.tsx';
import { fieldErrorsOf } from '../../dataProvider/http.ts';
import type { AdminRecord } from '../../types.ts';

// No client-side format check (spec §5): the server's message for a bad address is shown under the field.
const req = [required()];

/**
 * What the form shows for a refused invitation: the server's field errors under the fields, and its message as
 * `root.serverError`, which react-admin's Form puts in the error toast (spec §8) instead of its generic "The form is
 * not valid" (what a duplicate email showed).
 */
const submissionErrorsOf = (error: unknown): FieldValues => ({
  ...fieldErrorsOf(error),
  root: { serverError: error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE },
});

/**
 * Spec §2 add-admin dialog: asks for an email and sends the invitation through the data provider's `create` (= POST
 * /v1/users/invite). A 400 `{errors: {email}}` or 409 lands under the field and the server's message in an error toast.
 */
export const AddAdminDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const formId = useId();
  const [create, { isPending }] = useCreate<AdminRecord>();
  // As react-admin's SaveButton: nothing to send until something is typed.
  const [pristine, setPristine] = useState(true);

  const submit = async (values: FieldValues) => {
    try {
      await create('admins', { data: { email: values.email } }, { returnPromise: true });
    } catch (error) {
      return submissionErrorsOf(error);
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
      actions={
        <>
          <Button label="ra.action.cancel" onClick={onClose} />
          <MuiButton
            type="submit"
            form={formId}
            variant="contained"
            startIcon={<SendIcon />}
            disabled={pristine}
            loading={isPending}
            loadingPosition="start"
          >
            {translate('resources.admins.action.send_invitation')}
          </MuiButton>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        <TextInput
          source="email"
          resource="admins"
          type="email"
          autoComplete="off"
          validate={req}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setPristine(event.target.value === '')}
          fullWidth
          autoFocus
        />
      </Form>
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
