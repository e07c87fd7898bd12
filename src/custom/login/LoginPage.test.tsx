import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestMemoryRouter, type AuthProvider } from 'react-admin';
import { getDataProvider } from '../../dataProvider/index.ts';
import { ApiError } from '../../dataProvider/http.ts';
import { LOGIN_FAILED } from '../../authProvider/index.ts';
import { getToken, setToken, TOKEN_KEY } from '../../authProvider/storage.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { LoginPage } from './LoginPage.tsx';

const signedOutAuthProvider = (login: AuthProvider['login']): AuthProvider => ({
  login,
  logout: async () => undefined,
  checkAuth: () => Promise.reject({ message: false }),
  checkError: async () => undefined,
});

const renderLoginPage = (dataProvider = getDataProvider(), login: AuthProvider['login'] = async () => undefined) =>
  render(
    <TestAdmin dataProvider={dataProvider} authProvider={signedOutAuthProvider(login)}>
      <LoginPage />
    </TestAdmin>,
  );

const withSetPassword = (setPassword: ReturnType<typeof getDataProvider>['setPassword']) => ({
  ...getDataProvider(),
  setPassword,
});

/** Opens the set-password dialog from a mailed link, types both passwords and submits: the dialog, for what follows. */
const submitSetPassword = async (
  setPassword: ReturnType<typeof getDataProvider>['setPassword'],
  passwords: { password: string; confirm?: string; token?: string },
) => {
  window.history.replaceState(null, '', `/login?token=${passwords.token ?? 'invite-token'}`);
  const user = userEvent.setup();
  renderLoginPage(withSetPassword(setPassword));
  const dialog = await screen.findByRole('dialog', { name: 'Set your password' });
  await user.type(within(dialog).getByLabelText(/^New password/), passwords.password);
  await user.type(within(dialog).getByLabelText(/^Confirm password/), passwords.confirm ?? passwords.password);
  await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
  return dialog;
};

const strongPassword = 'correct horse battery staple';

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** react-admin's data provider hook logs every failed call; expected failures would only add noise. */
const silenceExpectedErrorLogs = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('sign in', () => {
  it("shows 'Incorrect Login or Password' when the credentials are wrong", async () => {
    const user = userEvent.setup();
    renderLoginPage(undefined, () => Promise.reject(new ApiError(LOGIN_FAILED, 401, null, false)));

    await user.type(await screen.findByLabelText(/^Email/), 'me@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Incorrect Login or Password')).toBeInTheDocument();
  });
});

describe('signing in in another tab', () => {
  it('takes this tab into the console too', async () => {
    const signedInWhenTokenStored: AuthProvider = {
      ...signedOutAuthProvider(async () => undefined),
      checkAuth: () => (getToken() ? Promise.resolve() : Promise.reject({ message: false })),
    };
    const where = { pathname: '' };
    render(
      <TestMemoryRouter
        initialEntries={['/login']}
        locationCallback={(location) => (where.pathname = location.pathname)}
      >
        <TestAdmin authProvider={signedInWhenTokenStored}>
          <LoginPage />
        </TestAdmin>
      </TestMemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();

    // What the browser tells this tab when another one stores the token.
    setToken('other-tab-token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue: 'other-tab-token' }));
    });

    await waitFor(() => expect(where.pathname).toBe('/'));
  });
});

describe('set-password link', () => {
  it('opens the set-password dialog for ?token= and removes the token from the address bar', async () => {
    window.history.replaceState(null, '', '/login?token=invite-token&lang=en');
    renderLoginPage();

    const dialog = await screen.findByRole('dialog', { name: 'Set your password' });
    expect(within(dialog).getByText(/Use 15 to 128 characters/)).toBeInTheDocument();
    expect(window.location.search).toBe('?lang=en');
    expect(window.location.pathname).toBe('/login');
  });

  it('stays open on Escape and on a click outside, so the link is not lost', async () => {
    window.history.replaceState(null, '', '/login?token=invite-token');
    const user = userEvent.setup();
    renderLoginPage();

    const dialog = await screen.findByRole('dialog', { name: 'Set your password' });
    await user.type(within(dialog).getByLabelText(/^New password/), 'half typed');
    await user.keyboard('{Escape}');
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    if (backdrop) await user.click(backdrop);
    // A closing dialog leaves after MUI's 195 ms exit transition: give it the time to.
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(screen.getByRole('dialog', { name: 'Set your password' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^New password/)).toHaveValue('half typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set your password' })).not.toBeInTheDocument());
  });

  it("posts the password with the link's token and shows the server's answer", async () => {
    window.history.replaceState(null, '', '/login?token=invite-token');
    const setPassword = vi.fn(async () => ({ message: 'Your password is set. You can sign in now.' }));
    const user = userEvent.setup();
    renderLoginPage(withSetPassword(setPassword));

    const dialog = await screen.findByRole('dialog', { name: 'Set your password' });
    await user.type(within(dialog).getByLabelText(/^New password/), strongPassword);
    expect(within(dialog).getByText('28 characters (15 to 128)')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Confirm password/), strongPassword);
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));

    expect(await within(dialog).findByText('Your password is set. You can sign in now.')).toBeInTheDocument();
    expect(setPassword).toHaveBeenCalledWith({ token: 'invite-token', password: strongPassword });
  });

  it('refuses two different passwords before calling the server', async () => {
    const setPassword = vi.fn(async () => ({ message: 'ok' }));
    const dialog = await submitSetPassword(setPassword, { password: strongPassword, confirm: `${strongPassword}!` });

    expect(await within(dialog).findByText('The two passwords do not match')).toBeInTheDocument();
    expect(setPassword).not.toHaveBeenCalled();
  });

  it("shows the server's password error under the field", async () => {
    silenceExpectedErrorLogs();
    const refused = 'This password is too common. A few unrelated words work well.';
    const setPassword = vi.fn(() =>
      Promise.reject(new ApiError(refused, 400, { message: 'Invalid password', errors: { password: refused } }, false)),
    );
    const dialog = await submitSetPassword(setPassword, { password: 'passwordpassword' });

    expect(await within(dialog).findByText(refused)).toBeInTheDocument();
  });

  it("shows the server's message for a used or expired link", async () => {
    silenceExpectedErrorLogs();
    const gone = 'This link has already been used or has expired.';
    const setPassword = vi.fn(() => Promise.reject(new ApiError(gone, 410, { message: gone }, false)));
    const dialog = await submitSetPassword(setPassword, { password: strongPassword, token: 'used-token' });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(gone);
  });
});

describe('forgot password', () => {
  it("sends the email and shows the server's answer", async () => {
    const answer = 'If this address belongs to an admin, a reset link is on its way.';
    const forgotPassword = vi.fn(async () => ({ message: answer }));
    const user = userEvent.setup();
    renderLoginPage({ ...getDataProvider(), forgotPassword });

    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password?' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'me@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(await within(dialog).findByText(answer)).toBeInTheDocument();
    expect(forgotPassword).toHaveBeenCalledWith('me@example.com');
  });
});
