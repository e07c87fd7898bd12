import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, HttpError, PasswordInput, required, useDataProvider, useTranslate } from 'react-admin';
import { FALLBACK_ERROR_MESSAGE } from '../../../contract/index.ts';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { fieldErrorsOf } from '../../dataProvider/http.ts';
import { matchesPassword, validPasswordLength } from './passwordRules.ts';
import { PasswordLengthCounter } from './PasswordLengthCounter.tsx';

const passwordValidators = [required(), validPasswordLength];
const confirmValidators = [required(), matchesPassword];

interface SetPasswordDialogProps {
  /** The invitation or reset token, read from the URL and kept only in memory. */
  token: string;
  open: boolean;
  onClose: () => void;
}

/** 401 = unknown link, 410 = used or expired link: retrying cannot help. */
const isDeadLink = (error: unknown) => error instanceof HttpError && (error.status === 401 || error.status === 410);

/**
 * Spec §2: opened by the login page when the URL carries `?token=`. Sends `{password}` with
 * the link's token as bearer; field errors land under the field, link errors in the dialog.
 * No `onClose` on the <Dialog>: Escape or a stray click outside would drop the link for good
 * (its token has left the address bar), so only the dialog's own buttons close it.
 */
export const SetPasswordDialog = ({ token, open, onClose }: SetPasswordDialogProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; deadLink: boolean } | null>(null);
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (password: string) => dataProvider.setPassword({ token, password }),
  });

  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    try {
      const { message } = await mutateAsync(String(values.password ?? ''));
      setSuccess(message);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) return fieldErrors; // shown under the fields by react-admin's Form
      const message = error instanceof Error && error.message ? error.message : FALLBACK_ERROR_MESSAGE;
      setFailure({ message, deadLink: isDeadLink(error) });
    }
  };

  const title = <DialogTitle id="set-password-title">{translate('app.set_password.title')}</DialogTitle>;

  if (success !== null || failure?.deadLink) {
    return (
      <Dialog open={open} aria-labelledby="set-password-title" fullWidth maxWidth="xs">
        {title}
        <DialogContent>
          {success !== null ? (
            <Alert severity="success" role="status">
              {success}
            </Alert>
          ) : (
            <>
              <Alert severity="error" role="alert">
                {failure?.message}
              </Alert>
              <Typography variant="body2" sx={{ mt: 2 }}>
                {translate('app.set_password.link_unusable')}
              </Typography>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            {translate('app.set_password.sign_in')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} aria-labelledby="set-password-title" fullWidth maxWidth="xs">
      {title}
      <Form onSubmit={submit} noValidate>
        <DialogContent sx={{ pt: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.set_password.rule')}
          </Typography>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure.message}
            </Alert>
          )}
          <PasswordInput
            source="password"
            label="app.set_password.password"
            autoComplete="new-password"
            validate={passwordValidators}
            fullWidth
            autoFocus
          />
          <PasswordLengthCounter />
          <PasswordInput
            source="confirm"
            label="app.set_password.confirm"
            autoComplete="new-password"
            validate={confirmValidators}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.set_password.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {translate('app.set_password.submit')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
