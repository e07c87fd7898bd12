import { useState } from 'react';
import { Button, CardContent, CircularProgress } from '@mui/material';
import { Form, PasswordInput, required, TextInput, useLogin, useNotify, useTranslate } from 'react-admin';
import { LOGIN_FAILED, LOGIN_SUCCESS } from '../../authProvider/index.ts';

const req = [required()];

/** Email + password. The auth provider turns failures into the spec's texts (or the 429 message). */
export const LoginForm = () => {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [loading, setLoading] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setLoading(true);
    try {
      await login({ email: String(values.email ?? ''), password: String(values.password ?? '') });
      notify(LOGIN_SUCCESS, { type: 'success' });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : LOGIN_FAILED;
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent sx={{ width: 320, pb: 1 }}>
        <TextInput
          source="email"
          type="email"
          label="app.auth.email"
          autoComplete="username"
          autoFocus
          validate={req}
          fullWidth
        />
        <PasswordInput
          source="password"
          label="app.auth.password"
          autoComplete="current-password"
          validate={req}
          fullWidth
        />
        <Button type="submit" variant="contained" color="primary" disabled={loading} fullWidth sx={{ mt: 1 }}>
          {loading ? <CircularProgress size={19} thickness={3} /> : translate('app.auth.sign_in')}
        </Button>
      </CardContent>
    </Form>
  );
};
