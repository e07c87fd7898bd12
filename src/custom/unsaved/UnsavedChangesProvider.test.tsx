import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
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

const question = () => screen.findByRole('dialog', { name: 'Discard your changes?' });

describe('leaving a page with unsaved changes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes at once when nothing was changed', async () => {
    renderPage();
    await user().click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks with the app's question, never the browser's, for a change in either of two forms; staying keeps the input", async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderPage();
    const first = await screen.findByLabelText('Title');
    await user().type(first, ' banner');
    await user().click(screen.getByRole('button', { name: 'Leave' }));
    const asked = await question();
    expect(
      within(asked).getByText("Some of your changes weren't saved. Are you sure you want to ignore them?"),
    ).toBeInTheDocument();
    // Keep editing has the focus: a stray Enter throws nothing away.
    expect(within(asked).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user().click(within(asked).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status', { name: 'Location' })).not.toHaveTextContent('/elsewhere');
    expect(first).toHaveValue('Hero banner');

    await user().clear(first);
    await user().type(first, 'Hero');
    const second = screen.getByLabelText('Meta title');
    await user().type(second, ' page');
    await user().click(screen.getByRole('button', { name: 'Leave' }));
    await user().click(within(await question()).getByRole('button', { name: 'Keep editing' }));
    expect(second).toHaveValue('Home page');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('leaves when the answer is Discard', async () => {
    renderPage();
    await user().type(await screen.findByLabelText('Meta title'), ' page');
    await user().click(screen.getByRole('button', { name: 'Leave' }));
    await user().click(within(await question()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/elsewhere'));
  });

  it("does not hold back a save's own redirect", async () => {
    let answer: () => void = () => undefined;
    renderPage(() => new Promise<void>((resolve) => (answer = resolve)));
    await user().type(await screen.findByLabelText('Meta title'), ' page');
    await user().click(screen.getByRole('button', { name: 'Save SEO' }));
    answer();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/saved'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
