import type { Profile } from '../../contract/index.ts';

/**
 * Spec §4 auth states, kept in memory (never in storage):
 * - no stored token: ready, signed out;
 * - stored token: one profile fetch; failure resets to signed out;
 * - logout: signed out, no current user.
 */
export interface AuthState {
  isAppReady: boolean;
  isAuthenticated: boolean;
  currentUser: Profile | null;
}

export const signedOut = (): AuthState => ({ isAppReady: true, isAuthenticated: false, currentUser: null });

export const signedIn = (currentUser: Profile): AuthState => ({
  isAppReady: true,
  isAuthenticated: true,
  currentUser,
});

export const booting = (): AuthState => ({ isAppReady: false, isAuthenticated: false, currentUser: null });
