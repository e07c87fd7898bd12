import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SimpleForm,
  TextInput,
  testDataProvider,
  useLocation,
  type CreateParams,
  type DataProvider,
} from 'react-admin';
import { ApiError } from '../../dataProvider/http.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { ContentCreate } from './ContentEdit.tsx';

/** Where react-admin's router is (it keeps its own location in tests). */
const Location = () => <output aria-label="Location">{useLocation().pathname}</output>;

type Create = (resource: string, params: CreateParams) => Promise<{ data: Record<string, unknown> & { id: string } }>;

const renderCreate = (create: Create) =>
  render(
    <TestAdmin dataProvider={testDataProvider({ create } as Partial<DataProvider>)}>
      <Location />
      <ContentCreate resource="menuItems">
        <SimpleForm>
          <TextInput source="name" label="Name" />
        </SimpleForm>
      </ContentCreate>
    </TestAdmin>,
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ContentCreate', () => {
  it("toasts the server's 'Data added successfully' and goes to the list", async () => {
    const create = vi.fn<Create>(async (_resource, params) => ({
      data: { ...params.data, id: 'm1', version: 1, status: 'success', message: 'Data added successfully' },
    }));
    renderCreate(create);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Rentals');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Data added successfully')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('menuItems', expect.objectContaining({ data: { name: 'Rentals' } }));
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/menuItems$/));
  });

  it('field errors from the server appear under their inputs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const taken = 'Data already exists with name - Rentals';
    renderCreate(() => Promise.reject(new ApiError(taken, 400, { message: taken, errors: { name: taken } }, true)));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Rentals');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(taken));
    expect(screen.getAllByText(taken)).toHaveLength(2); // under the input and in the toast
    expect(screen.queryByText(/The form is not valid/)).not.toBeInTheDocument();
  });

  it("toasts the server's message, else the spec's fallback, when a create fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCreate(() => Promise.reject(new ApiError('Oops, Error! Something went wrong;(', 500, null, true)));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Rentals');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Oops, Error! Something went wrong;(')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Rentals');
  });
});
