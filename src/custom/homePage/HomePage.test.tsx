import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import { NO_PRIMARY } from '../../../contract/content/index.ts';
import { setToken } from '../../authProvider/storage.ts';
import { ApiError } from '../../dataProvider/http.ts';
import { jsonResponse, TestAdmin } from '../../test/TestAdmin.tsx';
import { HomePage } from './HomePage.tsx';
import { nth } from '../../../tests/support/nth.ts';

type Doc = Record<string, unknown> & { id: string };

const envelope = (id: string, position: number) => ({
  id,
  _id: id,
  version: 1,
  position,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
});

/** An empty banner slot, hidden, as a fresh install has it. */
const emptyBanner = (id: string, position: number): Doc => ({
  ...envelope(id, position),
  title: '',
  text: '',
  visible: false,
  linkText: '',
  linkPath: '',
  linkColor: '',
  background: '',
  textColor: '',
  img: null,
  publishFrom: null,
  publishUntil: null,
});

/** A fresh install's three banner slots, hidden, one of them already filled. */
const banners: Doc[] = [
  {
    ...emptyBanner('b1', 0),
    title: 'Winter sale',
    text: 'Ten per cent off every SUV',
    visible: true,
    img: { publicId: 'home-images/b1', src: '/media/b1.webp', width: 1600, height: 1000, alt: 'Snowy SUV' },
  },
  emptyBanner('b2', 1),
  emptyBanner('b3', 2),
];

const heroItem = (id: string, title: string, visible: boolean): Doc => ({
  ...envelope(id, 0),
  title,
  text: '',
  visible,
  linkPath: '/cars',
  img: null,
  mobileImg: null,
  publishFrom: null,
  publishUntil: null,
});

/** `/v1/hero/primary` answers through fetch (its own call); lists and records through the data provider. */
const renderPage = ({ primary, heroes, failBanners }: { primary: Doc | null; heroes: Doc[]; failBanners?: Error }) => {
  setToken('session-token');
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      String(input) === '/v1/hero/primary'
        ? primary
          ? jsonResponse(200, primary)
          : jsonResponse(404, { message: NO_PRIMARY('Hero image') })
        : jsonResponse(404, { message: 'not stubbed' }),
    ),
  );
  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    if (resource === 'promo' && failBanners) throw failBanners;
    const rows = resource === 'promo' ? banners : heroes;
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
  });
  const getOne = vi.fn(async (resource: string, { id }: { id: unknown }) => ({
    data: (resource === 'hero' ? heroes : banners).find((doc) => doc.id === id),
  }));
  const dataProvider = testDataProvider({ getList, getOne } as Partial<DataProvider>);
  render(
    <TestAdmin dataProvider={dataProvider}>
      <HomePage />
    </TestAdmin>,
  );
  return { getList, getOne };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bannerSection = () => screen.getByRole('region', { name: 'Promo banners' });

describe('home page', () => {
  it('lists the promo banners for editing only: no add, no delete', async () => {
    renderPage({
      primary: heroItem('h1', 'Drive home happy', true),
      heroes: [heroItem('h1', 'Drive home happy', true)],
    });

    expect(await screen.findByText('Winter sale')).toBeInTheDocument();
    const section = bannerSection();
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(nth(rows, 0)).getByText('Live')).toBeInTheDocument();
    expect(within(nth(rows, 0)).getByRole('img', { name: 'Snowy SUV' })).toBeInTheDocument();
    expect(within(nth(rows, 1)).getByText('Hidden')).toBeInTheDocument();
    expect(within(nth(rows, 1)).getByText('No image')).toBeInTheDocument();
    // Every row opens its form, nothing adds or removes a banner.
    for (const row of rows)
      expect(
        within(row)
          .getByRole('link', { name: /^Edit / })
          .getAttribute('href'),
      ).toMatch(/\/promo\/b\d$/);
    expect(within(nth(rows, 0)).getByRole('link', { name: 'Edit Winter sale' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /add|create|delete/i })).not.toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: /add|create|delete/i })).not.toBeInTheDocument();
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('a banner list that fails to load shows the server’s message as info in place of the rows, without a pager', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage({
      primary: null,
      heroes: [],
      failBanners: new ApiError('Database unavailable', 503, { message: 'Database unavailable' }, true),
    });

    const toast = (
      await screen.findByText('Database unavailable', { selector: '.MuiSnackbarContent-message' })
    ).closest('.MuiSnackbarContent-root');
    // react-admin's info toasts carry no severity class (success, error and warning do).
    expect(toast).not.toHaveClass('RaNotification-error');
    const section = bannerSection();
    expect(
      within(section)
        .getByText('The promo banners could not be loaded: Database unavailable')
        .closest('.MuiAlert-root'),
    ).toHaveClass('MuiAlert-standardInfo');
    expect(within(section).queryByText(/^\d+-\d+ of \d+$/)).toBeNull();
    expect(within(section).queryAllByRole('row')).toHaveLength(0);
  });

  it('edits the hero the public site shows first', async () => {
    const heroes = [heroItem('h0', 'Hidden draft', false), heroItem('h1', 'Drive home happy', true)];
    const { getOne } = renderPage({ primary: nth(heroes, 1), heroes });

    const hero = await screen.findByRole('region', { name: 'Hero promo' });
    await waitFor(() => expect(within(hero).getByRole('textbox', { name: 'Title' })).toHaveValue('Drive home happy'));
    expect(getOne).toHaveBeenCalledWith('hero', expect.objectContaining({ id: 'h1' }));
    expect(
      within(hero).getByText('The hero image the public site shows first. The others are on Hero images.'),
    ).toBeInTheDocument();
    expect(within(hero).getByRole('textbox', { name: 'Link path' })).toHaveValue('/cars');
    // The hero is deleted where the others are, not here.
    expect(within(hero).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('falls back to the first hero item when none is published, and says so', async () => {
    const heroes = [heroItem('h0', 'Hidden draft', false), heroItem('h1', 'Later draft', false)];
    renderPage({ primary: null, heroes });

    const hero = await screen.findByRole('region', { name: 'Hero promo' });
    await waitFor(() => expect(within(hero).getByRole('textbox', { name: 'Title' })).toHaveValue('Hidden draft'));
    expect(within(hero).getByText(/^No hero image is published yet: this is the first one\./)).toBeInTheDocument();
    expect(within(hero).getByText('Hidden')).toBeInTheDocument();
  });

  it('offers to create the hero promo when there is no hero item at all', async () => {
    renderPage({ primary: null, heroes: [] });

    const hero = await screen.findByRole('region', { name: 'Hero promo' });
    expect(await within(hero).findByText('There is no hero promo yet.')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Create the hero promo' }).getAttribute('href')).toMatch(
      /\/hero\/create$/,
    );
    expect(within(hero).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
