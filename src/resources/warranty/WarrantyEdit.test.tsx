import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../dataProvider/http.ts';
import { renderWarranty } from './warrantyTestKit.tsx';
import { WarrantyEdit } from './WarrantyEdit.tsx';

afterEach(() => {
    vi.restoreAllMocks();
});

const retitle = async (title: string) => {
    const user = userEvent.setup();
    const input = await screen.findByLabelText(/^Title/);
    await user.clear(input);
    await user.type(input, title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
};

describe('warranty image edit', () => {
    it("sends the whole record back with its version and toasts the server's message", async () => {
        const { update } = renderWarranty('/warranty/w1', <WarrantyEdit />);
        expect(await screen.findByRole('img', { name: 'Seven years of cover on every car' })).toBeInTheDocument();

        await retitle('Ten-year cover');

        expect(await screen.findByText('Success!', { selector: '.MuiSnackbarContent-message' })).toBeInTheDocument();
        expect(update).toHaveBeenCalledWith(
            'warranty',
            expect.objectContaining({
                id: 'w1',
                data: expect.objectContaining({ title: 'Ten-year cover', visible: true, version: 2, mobileImg: expect.objectContaining({ publicId: 'warranty/w1-m' }) }),
            }),
        );
    });

    it("an update failure toasts the server's message as an error", async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
        const refused = 'The warranty service is unavailable';
        renderWarranty('/warranty/w1', <WarrantyEdit />, {
            update: () => Promise.reject(new ApiError(refused, 500, { message: refused }, true)),
        });

        await retitle('Ten-year cover');

        const toast = await screen.findByText(refused, { selector: '.MuiSnackbarContent-message' });
        expect(toast.closest('.MuiSnackbarContent-root')).toHaveClass('RaNotification-error');
        expect(screen.getByLabelText(/^Title/)).toHaveValue('Ten-year cover');
    });

    it('an unknown or deleted image says the item does not exist', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
        // react-admin goes back to the list, here a stand-in.
        const Screen = () => (useParams().id ? <WarrantyEdit /> : <p>Warranty images</p>);
        renderWarranty('/warranty/w9', <Screen />);
        expect(await screen.findByText('This item does not exist (it may have been deleted)', { selector: '.MuiSnackbarContent-message' })).toBeInTheDocument();
        expect(screen.queryByText('Element does not exist')).toBeNull();
    });
});
