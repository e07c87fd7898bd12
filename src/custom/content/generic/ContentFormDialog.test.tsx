import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateParams } from 'react-admin';
import { TestAdmin } from '../../../test/TestAdmin.tsx';
import { ContentFormDialog } from './ContentFormDialog.tsx';
import { formDataProvider, type Doc, type FormApi } from './contentFormTestKit.tsx';
import { testimonial, testimonials } from './testimonialsTestKit.ts';

const renderDialog = (id?: string, api: FormApi = {}) => {
  const provider = formDataProvider(api);
  const onClose = vi.fn();
  render(
    <TestAdmin dataProvider={provider.dataProvider}>
      <ContentFormDialog collection={testimonials} id={id} onClose={onClose} />
    </TestAdmin>,
  );
  return { ...provider, onClose };
};

/** A create the server answers when the test says: the request stays in flight meanwhile. */
const slowCreate = () => {
  let answer: () => void = () => undefined;
  const create = (params: CreateParams) =>
    new Promise<{ data: Record<string, unknown> & { id: string } }>((resolve) => {
      answer = () =>
        resolve({
          data: { ...params.data, id: 't9', version: 1, status: 'success', message: 'Data added successfully' },
        });
    });
  return { create, answer: () => answer() };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the generic form dialog', () => {
  it('creates one record however fast Save is clicked twice', async () => {
    const server = slowCreate();
    const { create, onClose } = renderDialog(undefined, { create: server.create });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'New testimonial' });
    await user.type(within(dialog).getByRole('textbox', { name: /Author name/ }), 'Ann Smith');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Rating/ }), '5');

    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    // Busy until the server answers.
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    server.answer();

    expect(await screen.findByText('Data added successfully')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[1].data).toMatchObject({ authorName: 'Ann Smith', rating: 5, visible: false });
  });

  it('ignores a second submit while the first is in flight (Enter pressed twice in a field)', async () => {
    const server = slowCreate();
    const { create } = renderDialog(undefined, { create: server.create });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'New testimonial' });
    const author = within(dialog).getByRole('textbox', { name: /Author name/ });
    await user.type(author, 'Ann Smith');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Rating/ }), '5');

    fireEvent.submit(author.closest('form')!);
    fireEvent.submit(author.closest('form')!);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    server.answer();
    expect(await screen.findByText('Data added successfully')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('says what is required in the app’s words and keeps the dialog open', async () => {
    const { create, onClose } = renderDialog();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'New testimonial' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Author name/ })).toHaveAccessibleDescription(
        /Author name is required/,
      ),
    );
    expect(create).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before Escape throws typed input away', async () => {
    const { onClose } = renderDialog();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'New testimonial' });
    await user.type(within(dialog).getByRole('textbox', { name: /Author name/ }), 'Ann');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument(),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: /Author name/ })).toHaveValue('Ann');
  });

  it('edits a record with its version, the server’s answer as the toast, then closes', async () => {
    const doc = testimonial('t1', 0, { authorName: 'Ann Smith', quote: 'Great cars' }) as Doc;
    const { update, onClose } = renderDialog('t1', { doc });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Testimonial "Ann Smith"' });
    const quote = within(dialog).getByRole('textbox', { name: /Quote/ });
    await waitFor(() => expect(quote).toHaveValue('Great cars'));
    await user.type(quote, '!');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Success!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0]?.[1].data).toMatchObject({ quote: 'Great cars!', version: 1 });
  });
});
