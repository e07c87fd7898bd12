import type { AuthProvider, UserIdentity } from 'react-admin';
import {
  endpoints,
  loginResponse,
  messageResponse,
  profile as profileSchema,
  type LoginRequest,
  type Profile,
} from '../../contract/index.ts';
import { ApiError, http } from '../dataProvider/http.ts';
import { clearStoredSession, getToken, setToken } from './storage.ts';

/**
 * Spec §4 auth states, kept in memory (never in storage): no stored token: ready, signed out; a stored token: one
 * profile fetch, whose failure resets to signed out; logout: signed out, no current user.
 */
export interface AuthState {
  isAppReady: boolean;
  isAuthenticated: boolean;
  currentUser: Profile | null;
}
const signedOut = (): AuthState => ({ isAppReady: true, isAuthenticated: false, currentUser: null });
const signedIn = (currentUser: Profile): AuthState => ({ isAppReady: true, isAuthenticated: true, currentUser });

/** i18n keys of the login outcomes (texts in src/i18n/en.ts). */
export const LOGIN_FAILED = 'app.auth.login_failed';
export const LOGIN_SUCCESS = 'app.auth.login_success';

/** Rejecting with `message: false` sends the user to login without an error toast. */
const silentRejection = () => Promise.reject({ message: false });

/**
 * Wrong credentials (401, or 400 for a malformed form) show the spec's 'Incorrect Login or Password'; throttling (429)
 * keeps the server's message with its wait time, server or network trouble the HTTP layer's, rather than blame the user.
 */
const loginError = (error: unknown): ApiError => {
  if (!(error instanceof ApiError)) return new ApiError(LOGIN_FAILED, 0, null, false);
  if (error.status === 429 || error.status === 0 || error.status >= 500) return error;
  return new ApiError(LOGIN_FAILED, error.status, error.body, false);
};

export const createAuthProvider = () => {
  let state: AuthState = getToken() ? { ...signedOut(), isAppReady: false } : signedOut();
  // The profile is fetched once per stored token; every checkAuth/getIdentity shares it.
  let profileRequest: Promise<Profile> | null = null;

  const reset = () => {
    clearStoredSession();
    profileRequest = null;
    state = signedOut();
  };

  const loadProfile = (): Promise<Profile> => {
    profileRequest ??= http(endpoints.profile, profileSchema).then(
      ({ json }) => {
        state = signedIn(json);
        return json;
      },
      (error: unknown) => {
        profileRequest = null;
        // No answer at all (status 0): most often this page is being left (reload, new address) and
        // the browser cut the request. Clearing the stored token then would sign out the next page.
        if (error instanceof ApiError && error.status === 0) throw error;
        // Spec §4: a failed profile fetch resets auth (its text is not shown, §8).
        reset();
        throw error;
      },
    );
    return profileRequest;
  };

  return {
    login: async ({ email, password }: LoginRequest) => {
      try {
        const { json } = await http(endpoints.login, loginResponse, {
          method: 'POST',
          body: { email, password },
          token: null,
        });
        const { token, ...user } = json;
        setToken(token);
        profileRequest = Promise.resolve(user);
        state = signedIn(user);
      } catch (error) {
        throw loginError(error);
      }
    },

    logout: async () => {
      if (getToken()) {
        try {
          // Revoke server-side; the local session is cleared whatever the answer.
          await http(endpoints.logout, messageResponse, { method: 'POST' });
        } catch {
          // an expired or revoked token cannot be logged out twice
        }
      }
      reset();
    },

    checkAuth: async () => {
      if (!getToken()) {
        state = signedOut();
        return silentRejection();
      }
      try {
        await loadProfile();
      } catch (error) {
        // No answer (the page is being left, or the network dropped): rejecting here made react-admin call
        // logout(), which cleared the stored token and signed the admin out of the next page too. The
        // session stands; the next request that gets an answer decides (a 401 still logs out).
        if (error instanceof ApiError && error.status === 0) return;
        return silentRejection();
      }
    },

    checkError: async (error: unknown) => {
      const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
      // Only a 401 on a session request means the session ended (403: signed in but refused). Not clearing here, but
      // in the logout() react-admin calls next, keeps checkAuth true long enough for the "session ended" toast.
      if (status === 401 && !(error instanceof ApiError && !error.sessionRequest)) {
        throw { message: 'ra.notification.logged_out' };
      }
    },

    getIdentity: async (): Promise<UserIdentity> => {
      if (!getToken()) throw new Error('ra.auth.auth_check_error');
      const user = await loadProfile();
      return { id: user._id, fullName: user.email };
    },

    /** For tests and diagnostics: the spec §4 auth state. */
    getAuthState: (): AuthState => state,
  } satisfies AuthProvider;
};

export const authProvider = createAuthProvider();
