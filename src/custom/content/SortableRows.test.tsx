import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type DataProvider } from 'react-admin';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { layOutRows } from './generic/contentListTestKit.tsx';
import { SortableRows } from './SortableRows.tsx';

afterEach(() => {
    vi.restoreAllMocks();
});

const items = [
    { id: 'a', title: 'SUVs' },
    { id: 'b', title: 'Vans' },
    { id: 'c', title: 'Trucks' },
];

describe('sortable cards', () => {
    it('moves a card up with the keyboard and saves the whole order; a refusal puts it back', async () => {
        layOutRows();
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const user = userEvent.setup();
        const reorderContent = vi.fn().mockRejectedValueOnce(new Error('The list changed meanwhile')).mockResolvedValue({ status: 'success', message: 'Order saved' });
        render(
            <TestAdmin dataProvider={testDataProvider({ reorderContent } as Partial<DataProvider>)}>
                <SortableRows resource="faqList" items={items} nameOf={item => item.title} label="Entries" renderItem={(item, handle) => <div>{handle}{item.title}</div>} />
            </TestAdmin>,
        );
        const order = () => screen.getAllByRole('listitem').map(item => item.textContent);

        screen.getByRole('button', { name: 'Move Trucks' }).focus();
        await user.keyboard('[Space][ArrowUp][Space]');
        expect(await screen.findByText('The list changed meanwhile', { selector: '.MuiSnackbarContent-message' })).toBeInTheDocument();
        expect(reorderContent).toHaveBeenCalledWith('faqList', ['a', 'c', 'b']);
        await waitFor(() => expect(order()).toEqual(['SUVs', 'Vans', 'Trucks']));

        screen.getByRole('button', { name: 'Move Trucks' }).focus();
        await user.keyboard('[Space][ArrowUp][Space]');
        expect(await screen.findByText('Order saved', { selector: '.MuiSnackbarContent-message' })).toBeInTheDocument();
        expect(order()).toEqual(['SUVs', 'Trucks', 'Vans']);
    });
});
