import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, TextInput, useLocation, useNavigate } from 'react-admin';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { UnsavedChangesProvider } from './UnsavedChangesProvider.tsx';
import { WarnWhenUnsaved } from './WarnWhenUnsaved.tsx';

const Location = () => <output aria-label="Location">{useLocation().pathname}</output>;

/** A page with two forms (as the home page's hero and its SEO record); the second saves, then redirects. */
const TwoForms = ({ save }: { save: () => Promise<void> }) => {
    const navigate = useNavigate();
    return (
        <>
            <Form defaultValues={{ title: 'Hero' }} onSubmit={() => undefined}>
                <WarnWhenUnsaved />
                <TextInput source="title" />
            </Form>
            <Form
                defaultValues={{ metaTitle: 'Home' }}
                onSubmit={async () => {
                    await save();
                    navigate('/saved');
                }}
            >
                <WarnWhenUnsaved />
                <TextInput source="metaTitle" label="Meta title" />
                <button type="submit">Save SEO</button>
            </Form>
            <button type="button" onClick={() => navigate('/elsewhere')}>
                Leave
            </button>
            <Location />
        </>
    );
};

const renderPage = (save: () => Promise<void> = () => Promise.resolve()) =>
    render(
        <TestAdmin>
            <UnsavedChangesProvider>
                <TwoForms save={save} />
            </UnsavedChangesProvider>
        </TestAdmin>,
    );

const user = () => userEvent.setup();

describe('leaving a page with unsaved changes', () => {
    afterEach(() => vi.restoreAllMocks());

    it('goes at once when nothing was changed', async () => {
        const confirm = vi.spyOn(window, 'confirm');
        renderPage();
        await user().click(await screen.findByRole('button', { name: 'Leave' }));
        await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/elsewhere'));
        expect(confirm).not.toHaveBeenCalled();
    });

    it('asks for a change in either of two forms on the page; staying keeps the input', async () => {
        const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
        renderPage();
        const first = await screen.findByLabelText('Title');
        await user().type(first, ' banner');
        await user().click(screen.getByRole('button', { name: 'Leave' }));
        await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
        expect(screen.getByRole('status', { name: 'Location' })).not.toHaveTextContent('/elsewhere');
        expect(first).toHaveValue('Hero banner');

        await user().clear(first);
        await user().type(first, 'Hero');
        const second = screen.getByLabelText('Meta title');
        await user().type(second, ' page');
        await user().click(screen.getByRole('button', { name: 'Leave' }));
        await waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
        expect(confirm).toHaveBeenLastCalledWith("Some of your changes weren't saved. Are you sure you want to ignore them?");
        expect(second).toHaveValue('Home page');
    });

    it('leaves when the answer is to leave', async () => {
        vi.spyOn(window, 'confirm').mockReturnValue(true);
        renderPage();
        await user().type(await screen.findByLabelText('Meta title'), ' page');
        await user().click(screen.getByRole('button', { name: 'Leave' }));
        await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/elsewhere'));
    });

    it("does not hold back a save's own redirect", async () => {
        const confirm = vi.spyOn(window, 'confirm');
        let answer: () => void = () => undefined;
        renderPage(() => new Promise<void>(resolve => (answer = resolve)));
        await user().type(await screen.findByLabelText('Meta title'), ' page');
        await user().click(screen.getByRole('button', { name: 'Save SEO' }));
        answer();
        await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/saved'));
        expect(confirm).not.toHaveBeenCalled();
    });
});
