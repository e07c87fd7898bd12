import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderList } from './contentListTestKit.tsx';
import { testimonialsWith } from './testimonialsTestKit.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

describe('list cells from the declaration', () => {
  it('draws a boolean named in admin.toggles as a switch that saves the row at once', async () => {
    const api = renderList(
      {},
      testimonialsWith({ admin: { columns: ['authorName', 'visible'], toggles: ['visible'] } }),
    );

    const toggle = within(await rowOf('Bob Jones')).getByRole('switch', { name: 'Bob Jones visible' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);

    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
    expect(api.update.mock.calls[0]![1]).toMatchObject({
      id: 't2',
      data: { authorName: 'Bob Jones', visible: true, version: 1 },
    });
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('shows a field’s declared text instead of its stored value', async () => {
    renderList(
      {},
      testimonialsWith({
        admin: {
          columns: ['authorName', 'rating'],
          fields: { rating: { format: (value) => `${String(value)} of 5 stars` } },
        },
      }),
    );

    expect(within(await rowOf('Bob Jones')).getByText('4 of 5 stars')).toBeInTheDocument();
    expect(within(await rowOf('Ann Smith')).getByText('5 of 5 stars')).toBeInTheDocument();
  });
});
