import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { VehiclePagination } from './VehiclePagination.tsx';

/** A window as narrow as a phone: every media query of MUI's down() matches. */
const narrowWindow = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));

const renderPager = (setPerPage = vi.fn()) => {
  const list = {
    page: 1,
    perPage: 20,
    total: 300,
    setPage: vi.fn(),
    setPerPage,
    data: [],
    isPending: false,
  } as unknown as ListControllerResult;
  render(
    <TestAdmin>
      <ListContextProvider value={list}>
        <VehiclePagination />
      </ListContextProvider>
    </TestAdmin>,
  );
  return setPerPage;
};

describe('the cars list pager on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the page sizes 20, 50, 100 and 200, and choosing one sets the page size of the list', async () => {
    narrowWindow();
    const setPerPage = renderPager();
    await userEvent.setup().click(await screen.findByRole('combobox', { name: 'Rows per page' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['20', '50', '100', '200']);
    await userEvent.setup().click(screen.getByRole('option', { name: '200' }));
    expect(setPerPage).toHaveBeenCalledWith(200);
  });
});
