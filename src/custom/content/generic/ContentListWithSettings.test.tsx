import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import { hero } from '../../../../contract/content/index.ts';
import { TestAdmin } from '../../../test/TestAdmin.tsx';
import { layOutRows } from './contentListTestKit.tsx';
import { ContentListScreen } from './ContentListScreen.tsx';
import { nth } from '../../../../tests/support/nth.ts';

const image = (publicId: string, width: number, height: number, alt: string) => ({
  publicId,
  src: `/media/${publicId}.webp`,
  width,
  height,
  alt,
});

const heroes = [
  {
    id: 'h1',
    _id: 'h1',
    version: 2,
    position: 0,
    title: 'Drive home happy',
    text: '',
    visible: true,
    linkPath: '/cars',
    img: image('d1', 1600, 498, 'A family by their car'),
    mobileImg: image('m1', 800, 800, 'A family, close up'),
    publishFrom: null,
    publishUntil: null,
  },
  {
    id: 'h2',
    _id: 'h2',
    version: 1,
    position: 1,
    title: 'Spring',
    text: '',
    visible: true,
    linkPath: '',
    img: null,
    mobileImg: null,
    publishFrom: '2099-03-01T00:00:00Z',
    publishUntil: null,
  },
];

/** /admin/hero-images as the generic list screen of the real hero declaration, its carousel settings above. */
const renderHeroImages = () => {
  const getOne = vi.fn(async () => ({
    data: { id: 'singleton', version: 1, sliderSpeed: 300, autoPlay: true, interval: 6 },
  }));
  const getList = vi.fn(async () => ({ data: heroes, total: heroes.length }));
  const deleteOne = vi.fn(async (_resource: string, { id }: { id: unknown }) => ({
    data: { id, status: 'deleted', message: 'Deleted' },
  }));
  const reorderContent = vi.fn(async () => ({ status: 'success', message: 'Order saved' }));
  const dataProvider = testDataProvider({
    getOne,
    getList,
    delete: deleteOne,
    reorderContent,
    getRevisions: async () => [],
  } as Partial<DataProvider>);
  render(
    <TestMemoryRouter initialEntries={['/hero-images']}>
      <TestAdmin dataProvider={dataProvider}>
        <ContentListScreen collection={hero} />
      </TestAdmin>
    </TestMemoryRouter>,
  );
  return { getOne, deleteOne, reorderContent };
};

const heroRows = async () =>
  (await within(await screen.findByRole('region', { name: 'Hero images' })).findAllByRole('row')).slice(1);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('hero images screen (generic list with its settings)', () => {
  it('edits the carousel settings, the singleton document, above the list', async () => {
    const { getOne } = renderHeroImages();
    const settings = await screen.findByRole('region', { name: 'Hero carousel settings' });
    await waitFor(() => expect(within(settings).getByRole('spinbutton', { name: 'Slide speed' })).toHaveValue(300));
    expect(within(settings).getByRole('spinbutton', { name: 'Slide speed' })).toHaveAccessibleDescription(
      /100 to 5000 ms/,
    );
    expect(within(settings).getByRole('spinbutton', { name: 'Time on each image' })).toHaveValue(6);
    expect(within(settings).getByLabelText('Play automatically')).toBeChecked();
    expect(getOne).toHaveBeenCalledWith('heroCarouselSetting', expect.objectContaining({ id: 'singleton' }));
    expect(within(settings).getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('lists the hero images with their status and pictures, and adds one from a link in the toolbar', async () => {
    renderHeroImages();
    const rows = await heroRows();
    expect(rows).toHaveLength(2);
    expect(within(nth(rows, 0)).getByText('Live')).toBeInTheDocument();
    expect(within(nth(rows, 0)).getByRole('img', { name: 'A family by their car' })).toBeInTheDocument();
    expect(within(nth(rows, 0)).getByRole('img', { name: 'A family, close up' })).toBeInTheDocument();
    expect(within(nth(rows, 1)).getByText('Scheduled')).toBeInTheDocument();
    const images = screen.getByRole('region', { name: 'Hero images' });
    expect(within(images).getByRole('link', { name: 'Add hero image' }).getAttribute('href')).toMatch(
      /\/hero\/create$/,
    );
  });

  it('moves a hero image with the keyboard and saves the carousel’s new order', async () => {
    layOutRows();
    const user = userEvent.setup();
    const { reorderContent } = renderHeroImages();
    await heroRows();

    screen.getByRole('button', { name: 'Move Drive home happy' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');

    await waitFor(() => expect(reorderContent).toHaveBeenCalledWith('hero', ['h2', 'h1']));
  });

  it('deletes a hero image only after a question naming it, with what it does to the public site', async () => {
    const user = userEvent.setup();
    const { deleteOne } = renderHeroImages();
    const first = nth(await heroRows(), 0);
    await user.click(within(first).getByRole('button', { name: 'Delete Drive home happy' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete hero image "Drive home happy"?' });
    expect(dialog).toHaveTextContent('If the public site shows it, it stops at once.');
    expect(deleteOne).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(deleteOne).toHaveBeenCalledWith(
        'hero',
        expect.objectContaining({ id: 'h1', previousData: expect.objectContaining({ version: 2 }) }),
      ),
    );
    expect(await screen.findByText('Deleted', { selector: '.MuiSnackbarContent-message' })).toBeInTheDocument();
  });
});
