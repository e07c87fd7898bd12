import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../dataProvider/http.ts';
import { renderList } from './contentListTestKit.tsx';

beforeEach(() => {
  // react-admin logs each refused call.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const select = async (user: ReturnType<typeof userEvent.setup>, ...names: string[]) => {
  for (const name of names) {
    const row = (await screen.findByText(name)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
  }
};

describe('generic content list bulk actions', () => {
  it('hides the selected items one by one, each with its version, and names the one the server refused', async () => {
    const user = userEvent.setup();
    const refusal = 'Someone else saved this item meanwhile';
    const { update } = renderList({
      refuse: (id, kind) =>
        id === 't3' && kind === 'update' ? new ApiError(refusal, 412, { message: refusal }, true) : undefined,
    });
    await select(user, 'Ann Smith', 'Cid Brown');

    await user.click(screen.getByRole('button', { name: 'Hide' }));

    const summary = await screen.findByRole('dialog', { name: 'Not everything was done' });
    expect(within(summary).getByText('Hide: 1 of 2 done.')).toBeInTheDocument();
    expect(within(summary).getByText(`Cid Brown: ${refusal}`)).toBeInTheDocument();
    expect(within(summary).queryByText(/Ann Smith/)).toBeNull();
    expect(update).toHaveBeenCalledTimes(2);
    expect(update).toHaveBeenCalledWith(
      'testimonials',
      expect.objectContaining({
        id: 't1',
        data: expect.objectContaining({ visible: false, version: 1 }),
        previousData: expect.objectContaining({ version: 1 }),
      }),
    );
    await user.click(within(summary).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(within(screen.getByText('Ann Smith').closest('tr') as HTMLElement).getByText('No')).toBeInTheDocument(),
    );
  });

  it('shows the selected items and says so in a toast when every one went through', async () => {
    const user = userEvent.setup();
    const { update } = renderList();
    await select(user, 'Ann Smith', 'Bob Jones');

    await user.click(screen.getByRole('button', { name: 'Show' }));

    expect(
      await screen.findByText('Show: 2 of 2 done.', { selector: '.MuiSnackbarContent-message' }),
    ).toBeInTheDocument();
    // Ann was visible already: only Bob was saved.
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(
      'testimonials',
      expect.objectContaining({ id: 't2', data: expect.objectContaining({ visible: true }) }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes the selected items after one question for all of them, each with its version', async () => {
    const user = userEvent.setup();
    const { remove } = renderList();
    await select(user, 'Ann Smith', 'Bob Jones');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete 2 testimonials?' });
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('Delete: 2 of 2 done.', { selector: '.MuiSnackbarContent-message' }),
    ).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(2);
    expect(remove).toHaveBeenCalledWith(
      'testimonials',
      expect.objectContaining({ id: 't1', previousData: expect.objectContaining({ version: 1 }) }),
    );
    await waitFor(() => expect(screen.queryByText('Bob Jones')).toBeNull());
    expect(screen.getByText('Cid Brown')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Delete/ })).toBeNull());
  });

  it('a delete the server refuses because the item is used elsewhere is named with its message', async () => {
    const user = userEvent.setup();
    const used = 'used by the home page';
    renderList({
      refuse: (id, kind) =>
        id === 't2' && kind === 'delete' ? new ApiError(used, 409, { message: used }, true) : undefined,
    });
    await select(user, 'Bob Jones', 'Cid Brown');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete 2 testimonials?' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    const summary = await screen.findByRole('dialog', { name: 'Not everything was done' });
    expect(within(summary).getByText('Delete: 1 of 2 done.')).toBeInTheDocument();
    expect(within(summary).getByText(`Bob Jones: ${used}`)).toBeInTheDocument();
  });
});
