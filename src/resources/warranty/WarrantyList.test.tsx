import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../dataProvider/http.ts';
import { renderWarranty } from './warrantyTestKit.tsx';
import { WarrantyList } from './WarrantyList.tsx';

afterEach(() => {
    vi.restoreAllMocks();
});

describe('warranty images list', () => {
    it('shows each image in position order with its title, visibility and both pictures', async () => {
        const { getList } = renderWarranty('/warranty', <WarrantyList />);

        const row = (await screen.findByText('Seven-year cover')).closest('tr');
        expect(row).not.toBeNull();
        const first = within(row as HTMLElement);
        expect(first.getByText('Yes')).toBeInTheDocument();
        expect(first.getByRole('img', { name: 'Seven years of cover on every car' })).toHaveAttribute('src', '/media/warranty/w1-d.webp');
        expect(first.getByRole('img', { name: 'Seven years of cover' })).toBeInTheDocument();

        const second = within(screen.getByText('Roadside help').closest('tr') as HTMLElement);
        expect(second.getByText('No')).toBeInTheDocument();
        expect(second.getByText('No image')).toBeInTheDocument();

        expect(getList).toHaveBeenCalledWith('warranty', expect.objectContaining({ sort: { field: 'position', order: 'ASC' } }));
        expect(screen.getByRole('link', { name: 'Add warranty image' })).toHaveAttribute('href', '/warranty/create');
        expect(screen.getByRole('link', { name: 'Edit Roadside help' })).toHaveAttribute('href', '/warranty/w2');
    });

    it('a list that fails to load shows the server’s message as info, without empty text or pager', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        renderWarranty('/warranty', <WarrantyList />, { failList: new ApiError('Database unavailable', 503, { message: 'Database unavailable' }, true) });

        const toast = (await screen.findByText('Database unavailable', { selector: '.MuiSnackbarContent-message' })).closest('.MuiSnackbarContent-root');
        // react-admin's info toasts carry no severity class (success, error and warning do).
        expect(toast).not.toHaveClass('RaNotification-error');
        const alert = screen.getByText('The warranty images could not be loaded: Database unavailable').closest('.MuiAlert-root');
        expect(alert).toHaveClass('MuiAlert-standardInfo');
        expect(screen.queryByText('No warranty images yet.')).toBeNull();
        expect(screen.queryByText(/^\d+-\d+ of \d+$/)).toBeNull();
        expect(screen.queryAllByRole('row')).toHaveLength(0);
        expect(screen.getByRole('link', { name: 'Add warranty image' })).toBeInTheDocument();
    });

    it("deleting asks first and shows the server's 'Deleted'", async () => {
        const user = userEvent.setup();
        const { remove } = renderWarranty('/warranty', <WarrantyList />);

        await user.click(await screen.findByRole('button', { name: 'Delete Roadside help' }));
        const question = await screen.findByRole('dialog', { name: 'Delete warranty image "Roadside help"?' });
        expect(remove).not.toHaveBeenCalled();
        await user.click(within(question).getByRole('button', { name: 'Confirm' }));

        expect(await screen.findByText('Deleted', { selector: '.MuiSnackbarContent-message' })).toBeInTheDocument();
        expect(remove).toHaveBeenCalledWith('warranty', expect.objectContaining({ id: 'w2', previousData: expect.objectContaining({ version: 2 }) }));
        await waitFor(() => expect(screen.queryByText('Roadside help')).toBeNull());
    });

    it('after a deletion the focus goes to the next row’s Edit, not to the page', async () => {
        const user = userEvent.setup();
        renderWarranty('/warranty', <WarrantyList />);

        await user.click(await screen.findByRole('button', { name: 'Delete Seven-year cover' }));
        const question = await screen.findByRole('dialog', { name: 'Delete warranty image "Seven-year cover"?' });
        await user.click(within(question).getByRole('button', { name: 'Confirm' }));

        expect(await screen.findByText('Deleted', { selector: '.MuiSnackbarContent-message' })).toBeInTheDocument();
        await waitFor(() => expect(screen.getByRole('link', { name: 'Edit Roadside help' })).toHaveFocus());
    });
});
