import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, DataTable, List, TopToolbar, testDataProvider, useListContext, type DataProvider } from 'react-admin';
import { ApiError } from '../../dataProvider/http.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { useListLoadToast } from './useListLoadToast.ts';

const ReloadButton = () => {
  const { refetch } = useListContext();
  return <Button label="Reload" onClick={() => void refetch()} />;
};

// A resource whose labels are in the start bundle (a content collection's come with the generic chunk).
const FailingTable = () => (
  <List
    resource="admins"
    actions={
      <TopToolbar>
        <ReloadButton />
      </TopToolbar>
    }
    empty={false}
    exporter={false}
    disableSyncWithLocation
    storeKey={false}
    queryOptions={useListLoadToast()}
  >
    <DataTable bulkActionButtons={false} empty={<p>No admins yet.</p>}>
      <DataTable.Col source="title" />
    </DataTable>
  </List>
);

const down = () => new ApiError('Database unavailable', 503, { message: 'Database unavailable' }, true);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a content list whose load fails', () => {
  it('toasts the server’s message as info, not as an error, and shows the rows once a load succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const getList = vi
      .fn()
      .mockRejectedValueOnce(down())
      .mockRejectedValueOnce(down())
      .mockResolvedValue({ data: [{ id: 'w1', title: 'Seven-year cover' }], total: 1 });
    render(
      <TestAdmin dataProvider={testDataProvider({ getList } as Partial<DataProvider>)}>
        <FailingTable />
      </TestAdmin>,
    );

    const toast = (
      await screen.findByText('Database unavailable', { selector: '.MuiSnackbarContent-message' })
    ).closest('.MuiSnackbarContent-root');
    // react-admin's info toasts carry no severity class (success, error and warning do).
    expect(toast).not.toHaveClass('RaNotification-error');
    expect(toast).not.toHaveClass('RaNotification-warning');
    // A reload that fails again toasts again; one that succeeds shows the rows and the pager.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Seven-year cover')).toBeInTheDocument();
    expect(screen.getByText('1-1 of 1')).toBeInTheDocument();
  });
});
