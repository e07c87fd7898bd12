import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { TestMemoryRouter, type AuthProvider } from 'react-admin';
import { getToken, setToken, TOKEN_KEY } from '../../authProvider/storage.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { SignOutWhenSignedOutElsewhere } from './useSignOutWhenSignedOutElsewhere.ts';

const signedIn = (logout: AuthProvider['logout']): AuthProvider => ({
  login: async () => undefined,
  logout,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
});

const Screen = () => (
  <>
    <SignOutWhenSignedOutElsewhere />
    <p>ann@example.com</p>
  </>
);

/** Renders a signed-in screen on /admins; returns where the tab is. */
const renderSignedIn = (logout: AuthProvider['logout']) => {
  const where = { pathname: '' };
  render(
    <TestMemoryRouter
      initialEntries={['/admins']}
      locationCallback={(location) => (where.pathname = location.pathname)}
    >
      <TestAdmin authProvider={signedIn(logout)}>
        <Screen />
      </TestAdmin>
    </TestMemoryRouter>,
  );
  return where;
};

/** What the browser does in this tab when another tab of the console writes the token. */
const otherTabWrites = (newValue: string | null) => {
  const oldValue = getToken();
  if (newValue === null) window.localStorage.removeItem(TOKEN_KEY);
  else setToken(newValue);
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: TOKEN_KEY, oldValue, newValue, storageArea: window.localStorage }),
    );
  });
};

afterEach(() => {
  window.localStorage.clear();
});

describe('signing out in another tab', () => {
  it('takes this tab to the sign-in page with "Your session has ended, please reconnect."', async () => {
    setToken('shared-token');
    const logout = vi.fn(async () => undefined);
    const where = renderSignedIn(logout);
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();

    otherTabWrites(null);

    expect(await screen.findByText('Your session has ended, please reconnect.')).toBeInTheDocument();
    await waitFor(() => expect(where.pathname).toBe('/login'));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('leaves this tab alone when another tab signs in', async () => {
    setToken('shared-token');
    const logout = vi.fn(async () => undefined);
    const where = renderSignedIn(logout);
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();

    otherTabWrites('renewed-token');

    expect(where.pathname).toBe('/admins');
    expect(logout).not.toHaveBeenCalled();
  });
});
