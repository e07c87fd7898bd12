import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../dataProvider/http.ts';
import { renderList } from './contentListTestKit.tsx';
import { testimonialsWith } from './testimonialsTestKit.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('generic content list', () => {
  it('shows the declared columns with their labels, the position from 1, and Edit and Delete named after each item', async () => {
    const { getList } = renderList();

    const ann = within(await rowOf('Ann Smith'));
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Position', 'Author name', 'Photo', 'Visible', 'Actions']));
    expect(ann.getByText('1')).toBeInTheDocument();
    expect(ann.getByText('Yes')).toBeInTheDocument();
    expect(ann.getByText('No image')).toBeInTheDocument();
    expect(within(await rowOf('Bob Jones')).getByText('No')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Bob Jones' })).toHaveAttribute('href', '/testimonials/t2');
    expect(screen.getByRole('button', { name: 'Delete Bob Jones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add testimonial' })).toHaveAttribute('href', '/testimonials/create');
    // An ordered list is one page: every item, no pager.
    expect(getList).toHaveBeenCalledWith(
      'testimonials',
      expect.objectContaining({ sort: { field: 'position', order: 'ASC' }, pagination: { page: 1, perPage: 1000 } }),
    );
    expect(screen.queryByText(/Rows per page/)).toBeNull();
    expect(document.title).toBe('Testimonials – Admin console');
  });

  it('the search sends q, and a search that finds nothing says so instead of “No testimonials yet”', async () => {
    const user = userEvent.setup();
    const { getList } = renderList();
    await rowOf('Ann Smith');

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'zebra');

    expect(await screen.findByText('Nothing matches “zebra”.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('testimonials', expect.objectContaining({ filter: { q: 'zebra' } }));
    expect(screen.queryByText('No testimonials yet.')).toBeNull();
    // No rows, nothing to reorder: no word about the order.
    expect(screen.queryByText('Clear the search and filters to change the order.')).toBeNull();
  });

  it('a boolean filter offers Yes, No and Any, sends the boolean, and Any lifts it', async () => {
    const user = userEvent.setup();
    const { getList } = renderList();
    await rowOf('Ann Smith');

    await user.click(screen.getByRole('combobox', { name: 'Visible' }));
    const options = within(await screen.findByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual(['Any', 'Yes', 'No']);
    await user.click(options.getByRole('option', { name: 'No' }));

    await waitFor(() => expect(screen.queryByText('Ann Smith')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText('Bob Jones')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('testimonials', expect.objectContaining({ filter: { visible: false } }));

    // Any lifts the filter: every row is back.
    await user.click(screen.getByRole('combobox', { name: 'Visible' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Clear value' }));
    expect(await screen.findByText('Ann Smith', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('testimonials', expect.objectContaining({ filter: {} }));
  });

  it('an unordered list pages by 25, without position, handles or “Rows per page”', async () => {
    const { getList } = renderList({}, testimonialsWith({ orderBy: undefined }));

    await rowOf('Ann Smith');
    expect(getList).toHaveBeenCalledWith(
      'testimonials',
      expect.objectContaining({ pagination: { page: 1, perPage: 25 }, sort: { field: 'authorName', order: 'ASC' } }),
    );
    expect(screen.queryByRole('columnheader', { name: 'Position' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByText(/Rows per page/)).toBeNull();
  });

  it('with dialog editing, Add and Edit are buttons opening the form over the list', async () => {
    const user = userEvent.setup();
    renderList({}, testimonialsWith({ admin: { edit: 'dialog' } }));

    const edit = await screen.findByRole('button', { name: 'Edit Ann Smith' });
    expect(screen.queryByRole('link', { name: 'Edit Bob Jones' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add testimonial' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add testimonial' })).toBeInTheDocument();
    await user.click(edit);
    const form = await screen.findByRole('dialog', { name: 'Testimonial "Ann Smith"' });
    expect(within(form).getByRole('textbox', { name: /Author name/ })).toHaveValue('Ann Smith');
  });

  it('an empty collection says “No testimonials yet.”, the Add button still there', async () => {
    renderList({ rows: [] });

    expect(await screen.findByText('No testimonials yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add testimonial' })).toBeInTheDocument();
  });

  it('the declaration’s own empty text replaces the generic one', async () => {
    renderList(
      { rows: [] },
      testimonialsWith({ admin: { texts: { empty: 'No reviews yet: add the first %{label}.' } } }),
    );

    expect(await screen.findByText('No reviews yet: add the first testimonial.')).toBeInTheDocument();
  });

  it('a failed load shows the server’s message as info with Try again, which loads the list again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const api = {
      failList: new ApiError('Database unavailable', 503, { message: 'Database unavailable' }, true) as
        Error | undefined,
    };
    const { getList } = renderList(api);

    const toast = await screen.findByText('Database unavailable', { selector: '.MuiSnackbarContent-message' });
    expect(toast.closest('.MuiSnackbarContent-root')).not.toHaveClass('RaNotification-error');
    const alert = screen
      .getByText('The testimonials could not be loaded: Database unavailable')
      .closest('.MuiAlert-root') as HTMLElement;
    expect(alert).toHaveClass('MuiAlert-standardInfo');
    expect(screen.queryAllByRole('row')).toHaveLength(0);
    expect(screen.queryByText('No testimonials yet.')).toBeNull();

    api.failList = undefined;
    const calls = getList.mock.calls.length;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Ann Smith')).toBeInTheDocument();
    expect(getList.mock.calls.length).toBeGreaterThan(calls);
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});
