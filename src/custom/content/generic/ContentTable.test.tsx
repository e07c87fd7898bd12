import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ListBase, testDataProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import { ApiError } from '../../../dataProvider/http.ts';
import { TestAdmin } from '../../../test/TestAdmin.tsx';
import { ContentTable } from './ContentTable.tsx';
import { testimonial, testimonials } from './testimonialsTestKit.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A custom screen holding the collection inside a bigger page (the home page holds its promo banners). */
const renderInPage = (getList: DataProvider['getList']) =>
  render(
    <TestMemoryRouter>
      <TestAdmin dataProvider={testDataProvider({ getList } as Partial<DataProvider>)}>
        <h2>Testimonials on the home page</h2>
        <ListBase
          resource={testimonials.name}
          perPage={1000}
          sort={{ field: 'position', order: 'ASC' }}
          disableSyncWithLocation
        >
          <ContentTable collection={testimonials} bulk={false} />
        </ListBase>
      </TestAdmin>
    </TestMemoryRouter>,
  );

describe('content table inside a custom screen', () => {
  it('shows the collection’s rows with their actions, without checkboxes when bulk is off', async () => {
    renderInPage(async () => ({ data: [testimonial('t1', 0, { authorName: 'Ann Smith' })], total: 1 }) as never);

    const row = (await screen.findByText('Ann Smith')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Edit Ann Smith' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Move Ann Smith' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows a failed load with the server’s message and Try again, the rest of the page staying', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInPage(async () => {
      throw new ApiError('Database unavailable', 503, { message: 'Database unavailable' }, true);
    });

    const alert = (await screen.findByText('The testimonials could not be loaded: Database unavailable')).closest(
      '.MuiAlert-root',
    ) as HTMLElement;
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Testimonials on the home page' })).toBeInTheDocument();
  });
});
