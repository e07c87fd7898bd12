import { useEffect } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { getToken, TOKEN_KEY } from '../../authProvider/storage.ts';

/**
 * Whether a 'storage' event may have changed the session token. Browsers fire it in the other
 * tabs of the origin (never in the tab that wrote); `key` is null when the storage was cleared.
 */
export const touchesSessionToken = (event: StorageEvent): boolean => event.key === TOKEN_KEY || event.key === null;

/**
 * All tabs share one token (localStorage). When another tab signs out, this one goes to the login
 * page at once with the notice a revoked session shows, instead of showing data until its next
 * request fails and jumps to the login page unexplained. A component of its own: react-admin's useLogout follows
 * the location, so the layout calling it drew its app bar, menu and sidebar again at every navigation.
 */
export const SignOutWhenSignedOutElsewhere = (): null => {
  const logout = useLogout();
  const notify = useNotify();
  useEffect(() => {
    // Clearing the storage can fire several events; one notice and one logout are enough.
    let signedOut = false;
    const onStorage = (event: StorageEvent) => {
      if (signedOut || !touchesSessionToken(event) || getToken() !== null) return;
      signedOut = true;
      notify('ra.notification.logged_out', { type: 'error' });
      void logout();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [logout, notify]);
  return null;
};
