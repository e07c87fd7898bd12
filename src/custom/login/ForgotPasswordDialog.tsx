import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, required, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { fieldErrorsOf } from '../../dataProvider/http.ts';

const req = [required()];

/**
 * 'Forgot password?' on the login page: posts the email and shows the server's answer, which
 * is the same whether or not the account exists (no account enumeration).
 */
export const ForgotPasswordDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { mutateAsync, data, error, isPending } = useMutation({
    mutationFn: (email: string) => dataProvider.forgotPassword(email),
  });

  const submit = async (values: Record<string, unknown>) => {
    try {
      await mutateAsync(String(values.email ?? ''));
    } catch (failure) {
      return fieldErrorsOf(failure); // other errors are shown by the Alert below
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="forgot-password-title" fullWidth maxWidth="xs">
      <DialogTitle id="forgot-password-title">{translate('app.forgot_password.title')}</DialogTitle>
      {data ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              {data.message}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {translate('app.forgot_password.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Form onSubmit={submit} noValidate>
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText sx={{ mb: 2 }}>{translate('app.forgot_password.help')}</DialogContentText>
            {error && !fieldErrorsOf(error) && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {error.message}
              </Alert>
            )}
            <TextInput
              source="email"
              type="email"
              label="app.auth.email"
              autoComplete="username"
              validate={req}
              fullWidth
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('app.set_password.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={isPending}>
              {translate('app.forgot_password.submit')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
