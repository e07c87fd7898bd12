import { useEffect, useState } from 'react';
import { Box, Link } from '@mui/material';
import { useBasename, useCheckAuth, useNavigate, useTranslate } from 'react-admin';
import { getToken } from '../../authProvider/storage.ts';
import { touchesSessionToken } from '../layout/useSignOutWhenSignedOutElsewhere.ts';
import { AuthCard } from './AuthCard.tsx';
import { ForgotPasswordDialog } from './ForgotPasswordDialog.tsx';
import { readLinkToken, removeLinkTokenFromAddressBar } from './linkToken.ts';
import { LoginForm } from './LoginForm.tsx';
import { SetPasswordDialog } from './SetPasswordDialog.tsx';

/**
 * Redirects a signed-in visitor to the console, also when they sign in in another tab (all tabs
 * share the token), except when they follow a set-password link: that link must work even in a
 * browser where someone is signed in.
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
    <AuthCard>
      <LoginForm />
      <Box sx={{ textAlign: 'center', pb: 2 }}>
        <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)}>
          {translate('app.auth.forgot_password')}
        </Link>
      </Box>
      {forgotOpen && <ForgotPasswordDialog onClose={() => setForgotOpen(false)} />}
      {linkToken !== null && (
        <SetPasswordDialog token={linkToken} open={setPasswordOpen} onClose={() => setSetPasswordOpen(false)} />
      )}
    </AuthCard>
  );
};
