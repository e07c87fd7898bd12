import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STALE_DOCUMENT } from '../../../../contract/content/index.ts';
import { ApiError } from '../../../dataProvider/http.ts';
import { renderList } from './contentListTestKit.tsx';
import { testimonialsWith } from './testimonialsTestKit.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const toast = (text: string) => screen.findByText(text, { selector: '.MuiSnackbarContent-message' });

describe('generic content list row actions', () => {
  it("after an edit saved in its dialog the row's Edit and Delete wait the declared delay, the focus back on Edit, then the table is read again", async () => {
    const user = userEvent.setup();
    // Longer than the menu's second, so a busy machine still sees the wait.
    const { getList } = renderList({}, testimonialsWith({ admin: { edit: 'dialog', rowActionDelay: 3000 } }));
    await user.click(await screen.findByRole('button', { name: 'Edit Bob Jones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Testimonial "Bob Jones"' });
    const quote = within(dialog).getByRole('textbox', { name: /Quote/ });
    await waitFor(() => expect(quote).toHaveValue('Quick delivery'));
    await user.type(quote, '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await toast('Success!')).toBeInTheDocument();
    const loadsBefore = getList.mock.calls.length;
    const edit = screen.getByRole('button', { name: 'Edit Bob Jones' });
    await waitFor(() => expect(edit).toHaveFocus());
    expect(edit).toHaveAttribute('aria-disabled', 'true');
    await user.click(edit);
    expect(screen.queryByRole('dialog', { name: 'Testimonial "Bob Jones"' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Bob Jones' })).toBeDisabled();
    // The other rows are usable meanwhile.
    expect(screen.getByRole('button', { name: 'Edit Ann Smith' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Delete Ann Smith' })).toBeEnabled();

    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Edit Bob Jones' })).not.toHaveAttribute('aria-disabled'),
      { timeout: 8000 },
    );
    expect(screen.getByRole('button', { name: 'Delete Bob Jones' })).toBeEnabled();
    expect(getList.mock.calls.length).toBeGreaterThan(loadsBefore);
  });

  it('without a declared delay a row can be edited again at once', async () => {
    const user = userEvent.setup();
    renderList({}, testimonialsWith({ admin: { edit: 'dialog' } }));
    await user.click(await screen.findByRole('button', { name: 'Edit Bob Jones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Testimonial "Bob Jones"' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Quote/ })).toHaveValue('Quick delivery'));
    await user.type(within(dialog).getByRole('textbox', { name: /Quote/ }), '!');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast('Success!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Bob Jones' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Delete Bob Jones' })).toBeEnabled();
  });

  it('a delete answered with another status than the declared one shows that status as an error', async () => {
    const user = userEvent.setup();
    renderList({ answers: { delete: { status: 'refused', message: 'Not deleted' } } });
    await user.click(await screen.findByRole('button', { name: 'Delete Ann Smith' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete testimonial "Ann Smith"?' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    expect((await toast('refused')).closest('.MuiSnackbarContent-root')).toHaveClass('RaNotification-error');
    expect(screen.queryByText('Deleted', { selector: '.MuiSnackbarContent-message' })).toBeNull();
  });
});

describe('generic content list switch column', () => {
  const switched = testimonialsWith({ admin: { toggles: ['visible'] } });

  it('a boolean declared as a switch column flips in its row and saves at once, with the row’s version', async () => {
    const user = userEvent.setup();
    const { update } = renderList({}, switched);
    const bob = await screen.findByRole('switch', { name: 'Bob Jones visible' });
    expect(bob).not.toBeChecked();
    await user.click(bob);

    expect(await toast('Success!')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      'testimonials',
      expect.objectContaining({ id: 't2', data: expect.objectContaining({ visible: true, version: 1 }) }),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Bob Jones visible' })).toBeChecked());
  });

  it("a row someone changed meanwhile is not switched: the server's message, and the list is read again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
    const user = userEvent.setup();
    const { getList } = renderList(
      { refuse: () => new ApiError(STALE_DOCUMENT, 412, { message: STALE_DOCUMENT }, true) },
      switched,
    );
    await user.click(await screen.findByRole('switch', { name: 'Ann Smith visible' }));

    expect((await toast(STALE_DOCUMENT)).closest('.MuiSnackbarContent-root')).toHaveClass('RaNotification-error');
    expect(screen.getByRole('switch', { name: 'Ann Smith visible' })).toBeChecked();
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(1));
  });
});
