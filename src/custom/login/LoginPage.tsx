import { useEffect, useState } from 'react';
import { Avatar, Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import {
  Form,
  PasswordInput,
  required,
  TextInput,
  useBasename,
  useCheckAuth,
  useLogin,
  useNavigate,
  useNotify,
  useTranslate,
} from 'react-admin';
import { LOGIN_FAILED, LOGIN_SUCCESS } from '../../authProvider/index.ts';
import { getToken } from '../../authProvider/storage.ts';
import { touchesSessionToken } from '../layout/useSignOutWhenSignedOutElsewhere.ts';
import { ForgotPasswordDialog, SetPasswordDialog } from './PasswordDialogs.tsx';

/**
 * Invitation and reset links arrive as /admin/login?token=... (spec §2): read once, kept in memory, and removed from
 * the address bar so it does not linger in the history, in screenshots or in a shared URL.
 */
const readLinkToken = (): string | null => {
  const token = new URLSearchParams(window.location.search).get('token');
  return token && token.trim() !== '' ? token : null;
};

const removeLinkTokenFromAddressBar = (): void => {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  // Keep the router's history state so back/forward still work.
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
};

/**
 * Redirects a signed-in visitor to the console, also when they sign in in another tab (all tabs share the token),
 * except when they follow a set-password link: that link must work even in a browser where someone is signed in.
 */
const useRedirectWhenSignedIn = (enabled: boolean) => {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const basename = useBasename();
  useEffect(() => {
    if (!enabled) return;
    const enterIfSignedIn = () =>
      checkAuth({}, false)
        .then(() => navigate(`${basename}/`))
        .catch(() => {
          // not signed in: stay here
        });
    void enterIfSignedIn();
    const onStorage = (event: StorageEvent) => {
      if (touchesSessionToken(event) && getToken() !== null) void enterIfSignedIn();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [enabled, checkAuth, navigate, basename]);
};

const req = [required()];

/** Email + password. The auth provider turns failures into the spec's texts (or the 429 message). */
const LoginForm = () => {
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
          label="ra.auth.email"
          autoComplete="username"
          autoFocus
          validate={req}
          fullWidth
        />
        <PasswordInput
          source="password"
          label="ra.auth.password"
          autoComplete="current-password"
          validate={req}
          fullWidth
        />
        <Button type="submit" variant="contained" loading={loading} fullWidth sx={{ mt: 1 }}>
          {translate('ra.auth.sign_in')}
        </Button>
      </CardContent>
    </Form>
  );
};

/** Spec §2 login screen: sign-in form, 'Forgot password?', and the set-password dialog for `?token=` links. */
export const LoginPage = () => {
  const translate = useTranslate();
  // Read once, before the address bar is cleaned; kept in memory for the POST.
  const [linkToken] = useState(readLinkToken);
  const [setPasswordOpen, setSetPasswordOpen] = useState(linkToken !== null);
  const [forgotOpen, setForgotOpen] = useState(false);

  useEffect(() => {
    removeLinkTokenFromAddressBar();
  }, []);
  useRedirectWhenSignedIn(linkToken === null);

  return (
    // The centred card, styled like react-admin's stock login.
    <Box
      component="main"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        minHeight: '100vh',
        backgroundImage: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
      }}
    >
      <Card sx={{ minWidth: 320, mt: '6em' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mt: 2 }}>
          <Avatar sx={{ bgcolor: 'secondary.main' }}>
            <LockIcon />
          </Avatar>
          <Typography component="h1" variant="h6" sx={{ mt: 1 }}>
            {translate('app.title')}
          </Typography>
        </Box>
        <LoginForm />
        <Box sx={{ textAlign: 'center', pb: 2 }}>
          <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)}>
            {translate('app.auth.forgot_password')}
          </Link>
        </Box>
      </Card>
      {forgotOpen && <ForgotPasswordDialog onClose={() => setForgotOpen(false)} />}
      {linkToken !== null && (
        <SetPasswordDialog token={linkToken} open={setPasswordOpen} onClose={() => setSetPasswordOpen(false)} />
      )}
    </Box>
  );
};
