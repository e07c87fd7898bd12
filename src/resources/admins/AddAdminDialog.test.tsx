import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type DataProvider } from 'react-admin';
import { endpoints } from '../../../contract/index.ts';
import { getDataProvider } from '../../dataProvider/index.ts';
import { ApiError } from '../../dataProvider/http.ts';
import { setToken } from '../../authProvider/storage.ts';
import { jsonResponse, TestAdmin } from '../../test/TestAdmin.tsx';
import { AddAdminDialog } from './AddAdminDialog.tsx';

const renderDialog = (create: DataProvider['create'], onClose = vi.fn()) => {
  render(
    <TestAdmin dataProvider={testDataProvider({ create })}>
      <AddAdminDialog open onClose={onClose} />
    </TestAdmin>,
  );
  return onClose;
};

const inviteFor = async (email: string) => {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Add admin' });
  await user.type(within(dialog).getByLabelText(/^Email/), email);
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  return dialog;
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('add-admin dialog', () => {
  it("shows the server's message under the email field for an invalid address", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
    const invalid = 'Please enter a valid email address';
    const create = vi.fn(() =>
      Promise.reject(
        new ApiError('Invalid request', 400, { message: 'Invalid request', errors: { email: invalid } }, true),
      ),
    );
    const onClose = renderDialog(create);

    const dialog = await inviteFor('not-an-address');

    expect(await within(dialog).findByText(invalid)).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('admins', expect.objectContaining({ data: { email: 'not-an-address' } }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'An admin with this email already exists' in the toast and under the field", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const taken = 'An admin with this email already exists';
    renderDialog(() => Promise.reject(new ApiError(taken, 409, { message: taken, errors: { email: taken } }, true)));

    const dialog = await inviteFor('ann@example.com');

    // The toast sits outside the dialog, in the part of the page a modal marks aria-hidden.
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(taken);
    expect(within(dialog).getByText(taken)).toBeInTheDocument();
    expect(screen.queryByText('The form is not valid. Please check for errors')).not.toBeInTheDocument();
  });

  it("shows the server's message when that admin is already active", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const conflict = 'ann@example.com is already an active admin';
    renderDialog(() => Promise.reject(new ApiError(conflict, 409, { message: conflict }, true)));

    await inviteFor('ann@example.com');

    expect(await screen.findByText(conflict)).toBeInTheDocument();
  });

  it("sends the invitation, says 'Data added successfully' and closes", async () => {
    const invited = {
      _id: 'u-9',
      login: 'new@example.com',
      email: 'new@example.com',
      role: 'admin',
      status: 'invited',
    };
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input) === endpoints.invite
        ? jsonResponse(201, { message: 'Invitation sent to new@example.com' })
        : jsonResponse(200, [invited]),
    );
    vi.stubGlobal('fetch', fetchMock);
    setToken('session-token');
    const onClose = vi.fn();
    render(
      <TestAdmin dataProvider={getDataProvider()}>
        <AddAdminDialog open onClose={onClose} />
      </TestAdmin>,
    );

    await inviteFor('new@example.com');

    expect(await screen.findByText('Data added successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === endpoints.invite) ?? [];
    expect(init?.body).toBe(JSON.stringify({ email: 'new@example.com' }));
  });
});
