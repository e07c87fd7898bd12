import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWarranty } from './warrantyTestKit.tsx';
import { WarrantyCreate } from './WarrantyCreate.tsx';

afterEach(() => {
    vi.restoreAllMocks();
});

describe('warranty image create', () => {
    it("creates a hidden image and toasts 'Data added successfully'", async () => {
        const user = userEvent.setup();
        const { create } = renderWarranty('/warranty/create', <WarrantyCreate />);

        await user.type(await screen.findByLabelText(/^Title/), 'Free MOT');
        await user.click(screen.getByRole('button', { name: 'Save' }));

        expect(await screen.findByText('Data added successfully', { selector: '.MuiSnackbarContent-message' })).toBeInTheDocument();
        expect(create).toHaveBeenCalledWith('warranty', expect.objectContaining({ data: { title: 'Free MOT', visible: false, img: null, mobileImg: null } }));
    });

    it('asks for a title before making an image visible', async () => {
        const user = userEvent.setup();
        const { create } = renderWarranty('/warranty/create', <WarrantyCreate />);

        await user.click(await screen.findByLabelText('Visible'));
        await user.click(screen.getByRole('button', { name: 'Save' }));

        expect(await screen.findByText('Title is required to show this item')).toBeInTheDocument();
        expect(create).not.toHaveBeenCalled();
    });
});
