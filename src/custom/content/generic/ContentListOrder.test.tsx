import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { layOutRows, renderList } from './contentListTestKit.tsx';
import { testimonial } from './testimonialsTestKit.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const authors = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByText(/^(Ann Smith|Bob Jones|Cid Brown)$/)?.textContent);

describe('generic content list order', () => {
  it('moves a row down with the keyboard, announces it and saves the whole new order', async () => {
    layOutRows();
    const user = userEvent.setup();
    const { reorderContent } = renderList();

    const handle = await screen.findByRole('button', { name: 'Move Ann Smith' });
    handle.focus();
    await user.keyboard('[Space]');
    expect(await screen.findByText('Picked up Ann Smith, position 1 of 3.')).toBeInTheDocument();
    await user.keyboard('[ArrowDown]');
    expect(await screen.findByText('Ann Smith moved to position 2 of 3.')).toBeInTheDocument();
    await user.keyboard('[Space]');

    await waitFor(() => expect(reorderContent).toHaveBeenCalledWith('testimonials', ['t2', 't1', 't3']));
    expect(await screen.findByText('Order saved', { selector: '.MuiSnackbarContent-message' })).toBeInTheDocument();
    await waitFor(() => expect(authors()).toEqual(['Bob Jones', 'Ann Smith', 'Cid Brown']));
  });

  it('names an untitled row "(untitled)" on its handle, as its Edit and Delete do, never by its id', async () => {
    renderList({
      rows: [
        testimonial('t1', 0, { authorName: 'Ann Smith', quote: 'Great cars', rating: 5 }),
        testimonial('t2', 1, { authorName: '', quote: 'No name given', rating: 4 }),
      ],
    });
    expect(await screen.findByRole('button', { name: 'Move (untitled)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Edit (untitled)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /t2/ })).toBeNull();
  });

  it('has no handles while a search is on, and says how to get them back', async () => {
    const user = userEvent.setup();
    const { reorderContent } = renderList();
    expect(await screen.findByRole('button', { name: 'Move Ann Smith' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Ann');

    expect(
      await screen.findByText('Clear the search and filters to change the order.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bob Jones')).toBeNull());
    expect(screen.getByText('Ann Smith')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(reorderContent).not.toHaveBeenCalled();
  });
});
