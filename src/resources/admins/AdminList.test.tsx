import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ResourceContextProvider, type AuthProvider } from 'react-admin';
import { endpoints } from '../../../contract/index.ts';
import { getDataProvider } from '../../dataProvider/index.ts';
import { setToken } from '../../authProvider/storage.ts';
import { jsonResponse, TestAdmin } from '../../test/TestAdmin.tsx';
import { AdminList } from './AdminList.tsx';

const admins = [
  { _id: 'u-1', login: 'me@example.com', email: 'me@example.com', role: 'admin', status: 'active' },
  { _id: 'u-2', login: 'ann@example.com', email: 'ann@example.com', role: 'admin', status: 'active' },
  { _id: 'u-3', login: 'bob@example.com', email: 'bob@example.com', role: 'admin', status: 'invited' },
];

const signedInAs = (id: string): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id, fullName: 'me@example.com' }),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Admins screen', () => {
  it('lists every admin except the signed-in one', async () => {
    setToken('session-token');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        String(input) === endpoints.users ? jsonResponse(200, admins) : jsonResponse(404, {}),
      ),
    );
    render(
      <TestAdmin dataProvider={getDataProvider()} authProvider={signedInAs('u-1')}>
        <ResourceContextProvider value="admins">
          <AdminList />
        </ResourceContextProvider>
      </TestAdmin>,
    );

    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();
    expect(screen.getByText('Invited')).toBeInTheDocument();
    expect(screen.queryByText('me@example.com')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Send reset link' })).toHaveLength(2);
  });
});
