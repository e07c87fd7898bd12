import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, TestMemoryRouter, type CreateParams, type DataProvider, type UpdateParams } from 'react-admin';
import { STALE_DOCUMENT } from '../../../contract/content/index.ts';
import { ApiError } from '../../dataProvider/http.ts';
import { addScreenMessages } from '../../i18n/index.ts';
import { rideShareMessages } from '../../i18n/rideShare.en.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { RideShareCompanyList } from './RideShareCompanyList.tsx';

type Company = { id: string; _id: string; name: string; isActive: boolean; version: number; position: number };
const company = (id: string, name: string, isActive: boolean, version = 1): Company => ({ id, _id: id, name, isActive, version, position: 0 });

beforeAll(async () => {
    // The screen's chunk brings its texts (screenChunk); here the test adds them.
    await addScreenMessages(rideShareMessages);
});

afterEach(() => {
    vi.restoreAllMocks();
});

const renderCompanies = (update?: (params: UpdateParams) => Promise<{ data: Record<string, unknown> }>) => {
    let rows = [company('c1', 'Uber', true, 3), company('c2', 'Lyft', false)];
    const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
    const updateFn = vi.fn(async (_resource: string, params: UpdateParams) => {
        if (update) return update(params);
        const saved = { ...(params.data as Company), version: (params.data as Company).version + 1 };
        rows = rows.map(row => (row.id === params.id ? saved : row));
        return { data: { ...saved, status: 'success', message: 'Success!' } };
    });
    const create = vi.fn(async (_resource: string, params: CreateParams) => {
        const saved = company(`c${rows.length + 1}`, String(params.data.name), params.data.isActive === true);
        rows = [...rows, saved];
        return { data: { ...saved, status: 'success', message: 'Data added successfully' } };
    });
    const dataProvider = testDataProvider({ getList, update: updateFn, create } as Partial<DataProvider>);
    render(
        <TestMemoryRouter initialEntries={['/ride-share-companies']}>
            <TestAdmin dataProvider={dataProvider}>
                <RideShareCompanyList />
            </TestAdmin>
        </TestMemoryRouter>,
    );
    return { getList, update: updateFn, create };
};

describe('ride-share companies screen', () => {
    it('the active switch saves at once, sending the row with its version', async () => {
        const user = userEvent.setup();
        const { update } = renderCompanies();
        await user.click(await screen.findByRole('switch', { name: 'Lyft active' }));
        expect(await screen.findByText('Success!', { selector: '.MuiSnackbarContent-message' })).toBeInTheDocument();
        expect(update).toHaveBeenCalledWith('rideShareCompanies', expect.objectContaining({ id: 'c2', data: expect.objectContaining({ name: 'Lyft', isActive: true, version: 1 }) }));
        await waitFor(() => expect(screen.getByRole('switch', { name: 'Lyft active' })).toBeChecked());
    });

    it("a company someone changed meanwhile is not switched: the server's message, and the list is read again", async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
        const user = userEvent.setup();
        const { getList } = renderCompanies(() => Promise.reject(new ApiError(STALE_DOCUMENT, 412, { message: STALE_DOCUMENT }, true)));
        await user.click(await screen.findByRole('switch', { name: 'Uber active' }));
        const toast = await screen.findByText(STALE_DOCUMENT, { selector: '.MuiSnackbarContent-message' });
        expect(toast.closest('.MuiSnackbarContent-root')).toHaveClass('RaNotification-error');
        expect(screen.getByRole('switch', { name: 'Uber active' })).toBeChecked();
        await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(1));
    });

    it("adds a company in the dialog, after the declaration's own check", async () => {
        const user = userEvent.setup();
        const { create } = renderCompanies();
        await user.click(await screen.findByRole('button', { name: 'Add company' }));
        const dialog = await screen.findByRole('dialog', { name: 'New ride-share company' });
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
        expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
        expect(create).not.toHaveBeenCalled();
        await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Bolt');
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Data added successfully', { selector: '.MuiSnackbarContent-message' })).toBeInTheDocument();
        expect(create).toHaveBeenCalledWith('rideShareCompanies', expect.objectContaining({ data: { name: 'Bolt', isActive: true } }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
});
