import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type DataProvider } from 'react-admin';
import { STALE_RESTORE, type Revision } from '../../../contract/content/index.ts';
import { ApiError } from '../../dataProvider/http.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { HeroImagesPage } from './HeroImagesPage.tsx';

const image = (publicId: string, width: number, height: number, alt: string) => ({ publicId, src: `/media/${publicId}.webp`, width, height, alt });

const heroes = [
    { id: 'h1', _id: 'h1', version: 2, position: 0, title: 'Drive home happy', text: '', visible: true, linkPath: '/cars', img: image('d1', 1600, 498, 'A family by their car'), mobileImg: image('m1', 800, 800, 'A family, close up'), publishFrom: null, publishUntil: null },
    { id: 'h2', _id: 'h2', version: 1, position: 1, title: 'Spring', text: '', visible: true, linkPath: '', img: null, mobileImg: null, publishFrom: '2099-03-01T00:00:00Z', publishUntil: null },
];

const settingRevision = (version: number, sliderSpeed: number): Revision => ({
    version,
    op: version === 1 ? 'create' : 'update',
    at: '2026-11-20T10:00:00.000Z',
    by: 'ann@example.com',
    changed: version === 1 ? [] : ['sliderSpeed'],
    data: { sliderSpeed, autoPlay: true, interval: 6 },
    restoredFrom: null,
});

const renderPage = ({ failList }: { failList?: Error } = {}) => {
    const getOne = vi.fn(async () => ({ data: { id: 'singleton', version: 1, sliderSpeed: 300, autoPlay: true, interval: 6 } }));
    const getList = vi.fn(async () => {
        if (failList) throw failList;
        return { data: heroes, total: heroes.length };
    });
    const deleteOne = vi.fn(async (_resource: string, { id }: { id: unknown }) => ({ data: { id, status: 'deleted', message: 'Deleted' } }));
    // The settings' history: version 2 is current; someone saves version 3 just before a restore, which is refused.
    const getRevisions = vi.fn(async () => [settingRevision(2, 300), settingRevision(1, 250)]);
    const restoreRevision = vi.fn(async () => {
        throw new ApiError(STALE_RESTORE, 412, { message: STALE_RESTORE, errors: { version: STALE_RESTORE } }, true);
    });
    const dataProvider = testDataProvider({ getOne, getList, delete: deleteOne, getRevisions, restoreRevision } as Partial<DataProvider>);
    render(
        <TestAdmin dataProvider={dataProvider}>
            <HeroImagesPage />
        </TestAdmin>,
    );
    return { getOne, deleteOne };
};

afterEach(() => {
    vi.restoreAllMocks();
});

describe('hero images screen', () => {
    it('edits the carousel settings, the singleton document', async () => {
        const { getOne } = renderPage();
        const settings = await screen.findByRole('region', { name: 'Hero carousel settings' });
        await waitFor(() => expect(within(settings).getByRole('spinbutton', { name: 'Slide speed (ms)' })).toHaveValue(300));
        expect(within(settings).getByRole('spinbutton', { name: 'Time on each image (s)' })).toHaveValue(6);
        expect(within(settings).getByLabelText('Play automatically')).toBeChecked();
        expect(getOne).toHaveBeenCalledWith('heroCarouselSetting', expect.objectContaining({ id: 'singleton' }));
    });

    it('with unsaved settings, a restore refused because someone saved meanwhile asks first and keeps the input', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const user = userEvent.setup();
        renderPage();
        const settings = await screen.findByRole('region', { name: 'Hero carousel settings' });
        const speed = await within(settings).findByRole('spinbutton', { name: 'Slide speed (ms)' });
        await waitFor(() => expect(speed).toHaveValue(300));
        await user.clear(speed);
        await user.type(speed, '450');

        await user.click(within(settings).getByRole('button', { name: 'History' }));
        await user.click(await within(settings).findByRole('button', { name: 'Restore version 1' }));
        await user.click(within(await screen.findByRole('dialog', { name: 'Restore version 1?' })).getByRole('button', { name: 'Restore' }));

        const conflict = await screen.findByRole('dialog', { name: 'Someone else saved this item' });
        expect(conflict).toHaveTextContent(STALE_RESTORE);
        expect(speed).toHaveValue(450);
    });

    it('lists the hero images with their status and pictures, and adds one', async () => {
        renderPage();
        const images = await screen.findByRole('region', { name: 'Hero images' });
        const rows = (await within(images).findAllByRole('row')).slice(1);
        expect(rows).toHaveLength(2);
        expect(within(rows[0]).getByText('Live')).toBeInTheDocument();
        expect(within(rows[0]).getByRole('img', { name: 'A family by their car' })).toBeInTheDocument();
        expect(within(rows[0]).getByRole('img', { name: 'A family, close up' })).toBeInTheDocument();
        expect(within(rows[1]).getByText('Scheduled')).toBeInTheDocument();
        expect(within(images).getByRole('link', { name: 'Add hero image' }).getAttribute('href')).toMatch(/\/hero\/create$/);
    });

    it('a hero image list that fails to load shows the server’s message as info in place of the rows, without a pager', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        renderPage({ failList: new ApiError('Database unavailable', 503, { message: 'Database unavailable' }, true) });

        const toast = (await screen.findByText('Database unavailable', { selector: '.MuiSnackbarContent-message' })).closest('.MuiSnackbarContent-root');
        // react-admin's info toasts carry no severity class (success, error and warning do).
        expect(toast).not.toHaveClass('RaNotification-error');
        const images = screen.getByRole('region', { name: 'Hero images' });
        expect(within(images).getByText('The hero images could not be loaded: Database unavailable').closest('.MuiAlert-root')).toHaveClass('MuiAlert-standardInfo');
        expect(within(images).queryByText(/^\d+-\d+ of \d+$/)).toBeNull();
        expect(within(images).queryAllByRole('row')).toHaveLength(0);
        expect(within(images).getByRole('link', { name: 'Add hero image' })).toBeInTheDocument();
    });

    it('deletes a hero image only after a confirmation naming it', async () => {
        const user = userEvent.setup();
        const { deleteOne } = renderPage();
        const images = await screen.findByRole('region', { name: 'Hero images' });
        const rows = (await within(images).findAllByRole('row')).slice(1);
        await user.click(within(rows[0]).getByRole('button', { name: 'Delete' }));

        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('Delete hero image "Drive home happy"?')).toBeInTheDocument();
        expect(deleteOne).not.toHaveBeenCalled();
        await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
        await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('hero', expect.objectContaining({ id: 'h1', previousData: expect.objectContaining({ version: 2 }) })));
        expect(await screen.findByText('Deleted')).toBeInTheDocument();
    });
});
