import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider, type CreateParams, type DataProvider, type DeleteParams, type UpdateParams } from 'react-admin';
import { STALE_DOCUMENT } from '../../../contract/content/index.ts';
import { ApiError } from '../../dataProvider/http.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { MenuItemList } from './MenuItemList.tsx';
import type { MenuItemRecord } from './types.ts';

const item = (id: string, position: number, title: string, linkPath: string): MenuItemRecord => ({
    id,
    _id: id,
    version: 3,
    position,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    createdBy: 'ann@example.com',
    updatedBy: 'ann@example.com',
    title,
    linkPath,
});

type Answer = Record<string, unknown>;

interface FakeApi {
    create?: (params: CreateParams) => Promise<{ data: Answer }>;
    update?: (params: UpdateParams) => Promise<{ data: Answer }>;
    remove?: (params: DeleteParams) => Promise<{ data: Answer }>;
    failList?: Error;
}

/** An in-memory menu (so a reload shows what the server holds) with each write's answer chosen by the test. */
const renderList = (api: FakeApi = {}) => {
    let rows = [item('m1', 0, 'Home', '/'), item('m2', 1, 'Inventory', '/inventory')];
    const getList = vi.fn(async () => {
        if (api.failList) throw api.failList;
        return { data: rows, total: rows.length };
    });
    const getOne = vi.fn(async (_resource: string, { id }: { id: unknown }) => ({ data: rows.find(row => row.id === id) }));
    const create = vi.fn(async (_resource: string, params: CreateParams) =>
        api.create ? api.create(params) : { data: { ...params.data, id: 'm3', status: 'success', message: 'Data added successfully' } },
    );
    const update = vi.fn(async (_resource: string, params: UpdateParams) => {
        if (api.update) return api.update(params);
        const saved = { ...(params.data as MenuItemRecord), version: 4 };
        rows = rows.map(row => (row.id === params.id ? saved : row));
        return { data: { ...saved, status: 'success', message: 'Success!' } };
    });
    const remove = vi.fn(async (_resource: string, params: DeleteParams) => {
        if (api.remove) return api.remove(params);
        rows = rows.filter(row => row.id !== params.id);
        return { data: { ...params.previousData, status: 'deleted', message: 'Data deleted successfully' } };
    });
    const getRevisions = vi.fn(async () => []);
    const dataProvider = testDataProvider({ getList, getOne, create, update, delete: remove, getRevisions } as Partial<DataProvider>);
    render(
        <TestAdmin dataProvider={dataProvider}>
            <MenuItemList />
        </TestAdmin>,
    );
    return { getList, create, update, remove };
};

const user = () => userEvent.setup();

/** The toast: react-admin's Notification, outside any dialog (so in the part a modal hides). */
const findToast = async (text: string) => {
    const message = await screen.findByText(text, { selector: '.MuiSnackbarContent-message' });
    return message.closest('.MuiSnackbarContent-root');
};

afterEach(() => {
    vi.restoreAllMocks();
});

describe('menu items', () => {
    it('lists the items in position order with their link paths', async () => {
        const { getList } = renderList();
        expect(await screen.findByText('Inventory')).toBeInTheDocument();
        expect(screen.getByText('/inventory')).toBeInTheDocument();
        expect(getList).toHaveBeenCalledWith('menuItems', expect.objectContaining({ sort: { field: 'position', order: 'ASC' } }));
    });

    it('adding a menu item shows Data added successfully', async () => {
        const { create } = renderList();
        await user().click(await screen.findByRole('button', { name: 'Add menu item' }));
        const dialog = await screen.findByRole('dialog', { name: 'Add menu item' });
        await user().type(within(dialog).getByLabelText(/^Title/), 'Blog');
        await user().type(within(dialog).getByLabelText(/^Link path/), '/blog');
        await user().click(within(dialog).getByRole('button', { name: 'Save' }));

        expect(await findToast('Data added successfully')).toHaveClass('RaNotification-success');
        expect(create).toHaveBeenCalledWith('menuItems', expect.objectContaining({ data: { title: 'Blog', linkPath: '/blog' } }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add menu item' })).toBeNull());
    });

    it('opens the add dialog with the cursor in Title, and Enter saves', async () => {
        const { create } = renderList();
        await user().click(await screen.findByRole('button', { name: 'Add menu item' }));
        const dialog = await screen.findByRole('dialog', { name: 'Add menu item' });
        await waitFor(() => expect(within(dialog).getByLabelText(/^Title/)).toHaveFocus());
        await user().keyboard('Blog');
        await user().tab();
        await user().keyboard('/blog{Enter}');

        expect(await findToast('Data added successfully')).toBeInTheDocument();
        expect(create).toHaveBeenCalledWith('menuItems', expect.objectContaining({ data: { title: 'Blog', linkPath: '/blog' } }));
    });

    it('Escape in the add dialog asks before throwing typed input away, and closes at once without input', async () => {
        const { create } = renderList();
        const u = user();
        await u.click(await screen.findByRole('button', { name: 'Add menu item' }));
        const dialog = await screen.findByRole('dialog', { name: 'Add menu item' });
        const title = within(dialog).getByLabelText(/^Title/);
        await u.type(title, 'Blog');
        await u.keyboard('{Escape}');

        const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
        expect(question).toHaveTextContent("Some of your changes weren't saved. Are you sure you want to ignore them?");
        // A stray Enter keeps the input.
        expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
        await u.keyboard('{Enter}');
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
        expect(screen.getByRole('dialog', { name: 'Add menu item' })).toContainElement(title);
        expect(title).toHaveValue('Blog');

        await u.keyboard('{Escape}');
        await u.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add menu item' })).toBeNull());
        expect(create).not.toHaveBeenCalled();

        await u.click(screen.getByRole('button', { name: 'Add menu item' }));
        await screen.findByRole('dialog', { name: 'Add menu item' });
        await u.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add menu item' })).toBeNull());
        expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
    });

    it('a click beside the edit dialog asks before throwing typed input away', async () => {
        const { update } = renderList();
        const u = user();
        await u.click(await screen.findByRole('button', { name: 'Edit Inventory' }));
        const dialog = await screen.findByRole('dialog', { name: 'Edit menu item' });
        const title = within(dialog).getByLabelText(/^Title/);
        await waitFor(() => expect(title).toHaveValue('Inventory'));
        await u.type(title, ' and more');
        const backdrop = () => document.querySelector<HTMLElement>('.MuiDialog-container')!;
        await u.click(backdrop());

        const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
        await u.click(within(question).getByRole('button', { name: 'Keep editing' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
        expect(screen.getByRole('dialog', { name: 'Edit menu item' })).toContainElement(title);
        expect(title).toHaveValue('Inventory and more');

        await u.click(backdrop());
        await u.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit menu item' })).toBeNull());
        expect(update).not.toHaveBeenCalled();
    });

    it('checks title and link path before sending, with the server’s messages', async () => {
        const { create } = renderList();
        await user().click(await screen.findByRole('button', { name: 'Add menu item' }));
        const dialog = await screen.findByRole('dialog', { name: 'Add menu item' });
        await user().type(within(dialog).getByLabelText(/^Link path/), 'blog');
        await user().click(within(dialog).getByRole('button', { name: 'Save' }));

        expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
        expect(within(dialog).getByText('Enter a path starting with / or an http(s) address')).toBeInTheDocument();
        expect(create).not.toHaveBeenCalled();
    });

    it('a create answered with another status shows it as an error', async () => {
        renderList({ create: async params => ({ data: { ...params.data, id: 'm3', status: 'failed', message: 'Not added' } }) });
        await user().click(await screen.findByRole('button', { name: 'Add menu item' }));
        const dialog = await screen.findByRole('dialog', { name: 'Add menu item' });
        await user().type(within(dialog).getByLabelText(/^Title/), 'Blog');
        await user().type(within(dialog).getByLabelText(/^Link path/), '/blog');
        await user().click(within(dialog).getByRole('button', { name: 'Save' }));

        expect(await findToast('failed')).toHaveClass('RaNotification-error');
        expect(screen.queryByText('Data added successfully')).toBeNull();
        // The input stays, so the admin can try again or cancel.
        expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Blog');
    });

    it('deleting asks first and shows Data deleted successfully', async () => {
        const { remove } = renderList();
        await user().click(await screen.findByRole('button', { name: 'Delete Home' }));
        const question = await screen.findByRole('dialog', { name: 'Delete menu item "Home"?' });
        expect(remove).not.toHaveBeenCalled();
        await user().click(within(question).getByRole('button', { name: 'Delete' }));

        expect(await findToast('Data deleted successfully')).toHaveClass('RaNotification-success');
        expect(remove).toHaveBeenCalledWith('menuItems', expect.objectContaining({ id: 'm1', previousData: expect.objectContaining({ version: 3 }) }));
        await waitFor(() => expect(screen.queryByText('Home')).toBeNull());
    });

    it('the delete question opens on Cancel, and after a deletion the focus goes to a neighbour’s Edit, then to Add menu item', async () => {
        renderList();
        const u = user();
        await u.click(await screen.findByRole('button', { name: 'Delete Inventory' }));
        const question = await screen.findByRole('dialog', { name: 'Delete menu item "Inventory"?' });
        // A stray Enter deletes nothing.
        await waitFor(() => expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus());
        await u.click(within(question).getByRole('button', { name: 'Delete' }));
        // The last row went: the previous row's Edit.
        await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Home' })).toHaveFocus());

        // Once the row's second is over (its Delete is disabled meanwhile), the last item goes: Add menu item.
        await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Home' })).toBeEnabled(), { timeout: 3000 });
        await u.click(screen.getByRole('button', { name: 'Delete Home' }));
        await u.click(within(await screen.findByRole('dialog', { name: 'Delete menu item "Home"?' })).getByRole('button', { name: 'Delete' }));
        await waitFor(() => expect(screen.getByRole('button', { name: 'Add menu item' })).toHaveFocus());
    });

    it('a delete answered without status deleted is an error', async () => {
        renderList({ remove: async params => ({ data: { ...params.previousData, status: 'refused' } }) });
        await user().click(await screen.findByRole('button', { name: 'Delete Home' }));
        const question = await screen.findByRole('dialog', { name: 'Delete menu item "Home"?' });
        await user().click(within(question).getByRole('button', { name: 'Delete' }));

        expect(await findToast('refused')).toHaveClass('RaNotification-error');
        expect(screen.queryByText('Data deleted successfully')).toBeNull();
    });

    it('row actions stay disabled for a second after an action, and the focus is back on the row\'s Edit', async () => {
        const { getList, update } = renderList();
        await user().click(await screen.findByRole('button', { name: 'Edit Inventory' }));
        const dialog = await screen.findByRole('dialog', { name: 'Edit menu item' });
        const title = within(dialog).getByLabelText(/^Title/);
        await user().clear(title);
        await user().type(title, 'Cars');
        await user().click(within(dialog).getByRole('button', { name: 'Save' }));

        expect(await findToast('Success!')).toBeInTheDocument();
        // The whole record goes back, its version included (a stale one gets 412).
        expect(update).toHaveBeenCalledWith(
            'menuItems',
            expect.objectContaining({ id: 'm2', data: expect.objectContaining({ title: 'Cars', linkPath: '/inventory', version: 3, _id: 'm2' }) }),
        );
        const loadsBefore = getList.mock.calls.length;
        const edit = await screen.findByRole('button', { name: 'Edit Cars' });
        // Edit keeps the focus the dialog gave back (aria-disabled, not disabled) and does nothing meanwhile.
        expect(edit).toHaveAttribute('aria-disabled', 'true');
        await waitFor(() => expect(edit).toHaveFocus());
        await user().click(edit);
        expect(screen.queryByRole('dialog', { name: 'Edit menu item' })).toBeNull();
        expect(screen.getByRole('button', { name: 'Delete Cars' })).toBeDisabled();
        // The other row is usable meanwhile.
        expect(screen.getByRole('button', { name: 'Edit Home' })).toBeEnabled();

        await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Cars' })).not.toHaveAttribute('aria-disabled'), { timeout: 3000 });
        expect(screen.getByRole('button', { name: 'Delete Cars' })).toBeEnabled();
        // ...and the table was read again when the second was over.
        expect(getList.mock.calls.length).toBeGreaterThan(loadsBefore);
    });

    it("a save over someone else's version keeps the input and offers to load theirs", async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
        renderList({
            update: () => Promise.reject(new ApiError(STALE_DOCUMENT, 412, { message: STALE_DOCUMENT, errors: { version: STALE_DOCUMENT } }, true)),
        });
        await user().click(await screen.findByRole('button', { name: 'Edit Home' }));
        const dialog = await screen.findByRole('dialog', { name: 'Edit menu item' });
        const title = within(dialog).getByLabelText(/^Title/);
        await user().clear(title);
        await user().type(title, 'Start');
        await user().click(within(dialog).getByRole('button', { name: 'Save' }));

        const conflict = await screen.findByRole('dialog', { name: 'Someone else saved this item' });
        expect(within(conflict).getByRole('button', { name: 'Load their version' })).toBeInTheDocument();
        await user().click(within(conflict).getByRole('button', { name: 'Keep my changes' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Someone else saved this item' })).toBeNull());
        expect(await screen.findByRole('dialog', { name: 'Edit menu item' })).toContainElement(title);
        expect(title).toHaveValue('Start');
    });

    it('a reload that fails empties the table and keeps the error', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const api: FakeApi = {};
        renderList(api);
        await user().click(await screen.findByRole('button', { name: 'Delete Home' }));
        const question = await screen.findByRole('dialog', { name: 'Delete menu item "Home"?' });
        // The server goes down before the table is read again, a second after the deletion.
        api.failList = new ApiError('Database unavailable', 503, { message: 'Database unavailable' }, true);
        await user().click(within(question).getByRole('button', { name: 'Delete' }));

        expect(await screen.findByText('The menu items could not be loaded: Database unavailable', {}, { timeout: 3000 })).toBeInTheDocument();
        expect(screen.queryByText('Inventory')).toBeNull();
        expect(screen.queryAllByRole('row')).toHaveLength(0);
    });

    it('a menu list that fails to load shows the error as info, without the invitation to add or a pager', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        renderList({ failList: new ApiError('Database unavailable', 503, { message: 'Database unavailable' }, true) });

        // react-admin's info toasts carry no severity class (success, error and warning do).
        const toast = await findToast('Database unavailable');
        expect(toast).not.toHaveClass('RaNotification-error');
        expect(toast).not.toHaveClass('RaNotification-warning');
        expect(toast).not.toHaveClass('RaNotification-success');
        const alert = screen.getByText('The menu items could not be loaded: Database unavailable').closest('.MuiAlert-root');
        expect(alert).toHaveClass('MuiAlert-standardInfo');
        expect(screen.queryByText('No menu items yet: Add menu item creates the first one.')).toBeNull();
        expect(screen.queryByText(/^\d+-\d+ of \d+$/)).toBeNull();
        expect(screen.queryAllByRole('row')).toHaveLength(0);
        expect(screen.getByRole('button', { name: 'Add menu item' })).toBeEnabled();
    });
});
