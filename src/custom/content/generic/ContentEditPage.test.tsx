import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOT_FOUND_DOCUMENT } from '../../../../contract/content/index.ts';
import { ApiError } from '../../../dataProvider/http.ts';
import { detailedTestimonials, renderFormPage, stale, type Doc } from './contentFormTestKit.tsx';
import { testimonial } from './testimonialsTestKit.ts';

const ann = (changes: Partial<Doc> = {}): Doc =>
  ({
    ...testimonial('t1', 0, { authorName: 'Ann Smith', quote: 'Great cars', rating: 5 }),
    updatedBy: 'ann@example.com',
    updatedAt: '2026-11-18T10:00:00.000Z',
    ...changes,
  }) as Doc;

const loaded = async () => {
  const author = await screen.findByRole('textbox', { name: /Author name/ });
  await waitFor(() => expect(author).toHaveValue('Ann Smith'));
  return author;
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** Ann's testimonial loaded on its edit page, its save to be refused as stale (the 412 is set by each test). */
const annWhoseSaveIsStale = async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const rendered = renderFormPage('/testimonials/t1', { doc: ann() });
  const user = userEvent.setup();
  return { ...rendered, user, author: await loaded() };
};

describe('the generic edit page', () => {
  it('sends the version it loaded; a 412 opens the conflict dialog and keeps the input', async () => {
    const { setServer, update, user, author } = await annWhoseSaveIsStale();
    update.mockRejectedValue(stale());
    await waitFor(() => expect(document.title).toBe('Testimonial "Ann Smith" – Admin console'));
    await user.clear(author);
    await user.type(author, 'Ann Smith-Jones');
    setServer(ann({ version: 2, authorName: 'Ann S.', updatedBy: 'bob@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this item' });
    expect(update).toHaveBeenCalledWith(
      'testimonials',
      expect.objectContaining({ data: expect.objectContaining({ authorName: 'Ann Smith-Jones', version: 1 }) }),
    );
    expect(author).toHaveValue('Ann Smith-Jones');
    // Both changed the author name: each side's value, by the declaration's label.
    const table = await within(dialog).findByRole('table', { name: 'Changed by both of you' });
    const row = within(table).getByRole('row', { name: /Author name/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ann S.', 'Ann Smith-Jones']);
    expect(within(dialog).queryByRole('button', { name: 'Apply my changes to theirs' })).not.toBeInTheDocument();
  });

  it('merges changes to different fields: theirs loaded, mine on top, left to save', async () => {
    const { setServer, update, user, author } = await annWhoseSaveIsStale();
    update.mockRejectedValueOnce(stale());
    await user.clear(author);
    await user.type(author, 'Ann Smith-Jones');
    // Meanwhile another admin changed the quote only.
    setServer(ann({ version: 2, quote: 'Great cars, fair prices', updatedBy: 'bob@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this item' });
    expect(await within(dialog).findByText(/You changed Author name, which they did not change/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply my changes to theirs' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: /Quote/ })).toHaveValue('Great cars, fair prices'));
    await waitFor(() => expect(author).toHaveValue('Ann Smith-Jones'));
    expect(
      await screen.findByText('Their version is loaded with your changes on top. Check it, then save.'),
    ).toBeInTheDocument();
    // Still unsaved: Save is there to press, and sends their version with both changes.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1]?.[1].data).toMatchObject({
      version: 2,
      authorName: 'Ann Smith-Jones',
      quote: 'Great cars, fair prices',
    });
    expect(await screen.findByText('Success!')).toBeInTheDocument();
  });

  it('shows an immutable field read-only and a derived field computed live, never editable', async () => {
    renderFormPage('/testimonials/t1', { doc: ann({ code: 'T-1', accent: '', highlights: [] }) }, detailedTestimonials);
    const user = userEvent.setup();
    const author = await loaded();
    const code = screen.getByRole('textbox', { name: /Reference code/ });
    expect(code).toHaveValue('T-1');
    expect(code).toHaveAttribute('readonly');
    expect(code).toHaveAccessibleDescription(/Set when the testimonial was created: it cannot be changed/);
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    expect(slug).toHaveValue('/testimonials/ann-smith');
    await user.type(author, ' Jones');
    expect(slug).toHaveValue('/testimonials/ann-smith-jones');
    expect(slug).toHaveAttribute('readonly');
  });

  it('stays on the page when the load fails, with the server’s message and Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = {
      doc: ann(),
      failLoad: new ApiError('Oops, Error! Something went wrong;(', 500, null, true) as Error | undefined,
    };
    const { getOne } = renderFormPage('/testimonials/t1', api);
    const user = userEvent.setup();
    expect(
      await screen.findByText('This testimonial could not be loaded: Oops, Error! Something went wrong;('),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/testimonials\/t1$/);
    expect(screen.queryByText(/does not exist/)).not.toBeInTheDocument();

    api.failLoad = undefined;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(getOne).toHaveBeenCalledTimes(2);
  });

  it('goes back to the list saying so when the item does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const missing = NOT_FOUND_DOCUMENT('Testimonial');
    renderFormPage('/testimonials/t1', { failLoad: new ApiError(missing, 404, { message: missing }, true) });
    expect(await screen.findByText('This item does not exist (it may have been deleted)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveTextContent(/^\/testimonials$/));
  });
});
