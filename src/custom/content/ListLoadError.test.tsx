import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, DataTable, List, TopToolbar, testDataProvider, useListContext, type DataProvider } from 'react-admin';
import { ApiError } from '../../dataProvider/http.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { useListLoadError } from './ListLoadError.tsx';

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
    {...useListLoadError()}
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

describe('a content table whose load fails', () => {
  it('toasts the server’s message as info and shows it in place of the rows, without a pager or empty text, until a load succeeds', async () => {
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
    const alert = screen.getByText('The admins could not be loaded: Database unavailable').closest('.MuiAlert-root');
    expect(alert).toHaveClass('MuiAlert-standardInfo');
    expect(screen.queryByText('No admins yet.')).toBeNull();
    expect(screen.queryByText(/^\d+-\d+ of \d+$/)).toBeNull();
    expect(screen.queryAllByRole('row')).toHaveLength(0);

    // A reload that fails again keeps the error; one that succeeds shows the rows and the pager.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    expect(screen.getByText('The admins could not be loaded: Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Seven-year cover')).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(screen.getByText('1-1 of 1')).toBeInTheDocument();
  });
});
