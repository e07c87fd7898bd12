import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, type ReactNode } from 'react';
import {
  SaveContextProvider,
  SimpleForm,
  TextInput,
  testDataProvider,
  useSaveContext,
  type DataProvider,
  type RaRecord,
  type SaveHandler,
  type UpdateParams,
} from 'react-admin';
import { STALE_DOCUMENT } from '../../../contract/content/index.ts';
import { ApiError } from '../../dataProvider/http.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { ContentEdit } from './ContentEdit.tsx';

type Doc = Record<string, unknown> & { id: string; version: number };
type Update = (resource: string, params: UpdateParams<Doc>) => Promise<{ data: Doc }>;

/** The server's answer to a save: the saved document plus status and message. */
const saved = (params: UpdateParams<Doc>, version: number) => ({
  data: { ...(params.data as Doc), version, status: 'success', message: 'Success!' },
});

const banner = (overrides: Partial<Doc> = {}): Doc => ({
  id: 'p1',
  _id: 'p1',
  version: 3,
  title: 'Spring sale',
  text: 'Ten per cent off',
  img: { publicId: 'home-images/a1', src: '/media/a1.webp', width: 1600, height: 1000, alt: 'A red car' },
  updatedBy: 'ann@example.com',
  updatedAt: '2026-11-18T10:00:00.000Z',
  ...overrides,
});

/** The server's copy: what getOne answers; tests change it to play another admin's save. */
/** A view's own success handling around the form (as the menu item dialog closes itself), event spread in. */
const OwnSuccess = ({ onSaved, children }: { onSaved: (answer: RaRecord) => void; children: ReactNode }) => {
  const context = useSaveContext();
  const value = useMemo(() => {
    const save: SaveHandler<RaRecord> = async (data, callbacks) =>
      context.save?.(data, { ...callbacks, onSuccess: onSaved });
    return { ...context, save };
  }, [context, onSaved]);
  return <SaveContextProvider value={value}>{children}</SaveContextProvider>;
};

const setup = (update: Update, history = false, onSaved?: (answer: RaRecord) => void, firstLoadFailure?: Error) => {
  let server = banner();
  const getOne = vi.fn(async () => ({ data: server }));
  if (firstLoadFailure) getOne.mockRejectedValueOnce(firstLoadFailure);
  const getRevisions = vi.fn(async () => []);
  const dataProvider = testDataProvider({ getOne, update, getRevisions } as Partial<DataProvider>);
  const form = (
    <SimpleForm>
      <TextInput source="title" label="Title" />
      <TextInput source="text" label="Text" />
      <TextInput source="img.alt" label="Alt text" />
    </SimpleForm>
  );
  render(
    <TestAdmin dataProvider={dataProvider}>
      <ContentEdit resource="promo" id="p1" history={history}>
        {onSaved ? <OwnSuccess onSaved={onSaved}>{form}</OwnSuccess> : form}
      </ContentEdit>
    </TestAdmin>,
  );
  return {
    getOne,
    getRevisions,
    setServer: (doc: Doc) => {
      server = doc;
    },
  };
};

const typeTitle = async (user: ReturnType<typeof userEvent.setup>, title: string) => {
  const input = await screen.findByLabelText('Title');
  await waitFor(() => expect(input).toHaveValue('Spring sale'));
  await user.clear(input);
  await user.type(input, title);
  return input;
};

const stale = () =>
  new ApiError(STALE_DOCUMENT, 412, { message: STALE_DOCUMENT, errors: { version: 'The item changed' } }, true);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ContentEdit', () => {
  it('a record that fails to load stays on the page with the server message, and Try again loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new ApiError('Database unavailable', 500, { message: 'Database unavailable' }, true);
    setup(vi.fn<Update>(), false, undefined, failure);
    const user = userEvent.setup();
    expect(await screen.findByText('This item could not be loaded: Database unavailable')).toBeInTheDocument();
    expect(screen.queryByText('This item does not exist (it may have been deleted)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Spring sale'));
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('a save refused as stale keeps the typed input and offers to load the other version', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const update = vi.fn<Update>(() => Promise.reject(stale()));
    const { setServer } = setup(update);
    const user = userEvent.setup();
    const title = await typeTitle(user, 'Summer sale');
    // Another admin saved a new text meanwhile.
    setServer(banner({ version: 4, text: 'Twenty per cent off', updatedBy: 'bob@example.com' }));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this item' });
    expect(dialog).toHaveAccessibleDescription(STALE_DOCUMENT);
    expect(await within(dialog).findByText(/Their version: version 4, saved by bob@example.com/)).toBeInTheDocument();
    // Said once, by the dialog: no toast repeats it behind.
    expect(document.querySelector('.MuiSnackbarContent-message')).toBeNull();
    expect(within(dialog).getByText('Your input differs from theirs in: Title, Text.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Load their version' })).toBeInTheDocument();
    expect(title).toHaveValue('Summer sale');
    expect(update).toHaveBeenCalledWith(
      'promo',
      expect.objectContaining({ data: expect.objectContaining({ title: 'Summer sale', version: 3 }) }),
    );

    // Keeping the input closes the dialog; the next save is refused again.
    await user.click(within(dialog).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Title')).toHaveValue('Summer sale');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Someone else saved this item' })).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Title')).toHaveValue('Summer sale');
  });

  it('loading the other version replaces the form values', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const update = vi
      .fn<Update>()
      .mockRejectedValueOnce(stale())
      .mockImplementation(async (_resource, params) => saved(params, 5));
    const { setServer } = setup(update);
    const user = userEvent.setup();
    await typeTitle(user, 'Summer sale');
    setServer(banner({ version: 4, title: 'Autumn sale' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this item' });

    await user.click(within(dialog).getByRole('button', { name: 'Load their version' }));

    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Autumn sale'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Their version is loaded.')).toBeInTheDocument();
    // The next save carries their version.
    await user.type(screen.getByLabelText('Text'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1]?.[1].data).toMatchObject({ version: 4, title: 'Autumn sale' });
  });

  it('field errors from the server appear under their inputs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const altMessage = 'Describe the image in words, not with its file name';
    const update = vi
      .fn<Update>()
      .mockRejectedValueOnce(
        new ApiError(
          'Invalid request',
          400,
          { message: 'Invalid request', errors: { title: 'At most 80 characters', 'img.alt': altMessage } },
          true,
        ),
      )
      .mockImplementation(async (_resource, params) => saved(params, 4));
    setup(update);
    const user = userEvent.setup();
    await typeTitle(user, 'A title the server finds too long');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const title = screen.getByLabelText('Title');
    expect(await screen.findByText('At most 80 characters')).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription('At most 80 characters');
    expect(screen.getByLabelText('Alt text')).toHaveAccessibleDescription(altMessage);
    // The toast is the server's message, not react-admin's 'The form is not valid'.
    expect(await screen.findByText('Invalid request')).toBeInTheDocument();
    expect(screen.queryByText(/The form is not valid/)).not.toBeInTheDocument();

    // Fixed input saves: the server's errors do not block the next submit.
    await user.clear(title);
    await user.type(title, 'Summer sale');
    await user.clear(screen.getByLabelText('Alt text'));
    await user.type(screen.getByLabelText('Alt text'), 'A red car by the sea');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
  });

  it("toasts the server's message on success and keeps status and message out of the form", async () => {
    const update = vi.fn<Update>(async (_resource, params) => saved(params, (params.data as Doc).version + 1));
    const { getRevisions } = setup(update, true);
    const user = userEvent.setup();
    await typeTitle(user, 'Summer sale');
    await user.click(screen.getByRole('button', { name: 'History' }));
    await waitFor(() => expect(getRevisions).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    // The history is read again after the save.
    await waitFor(() => expect(getRevisions).toHaveBeenCalledTimes(2));

    await user.type(screen.getByLabelText('Text'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    const second = update.mock.calls[1]?.[1].data as Doc;
    expect(second).toMatchObject({ version: 4, title: 'Summer sale' });
    expect(second).not.toHaveProperty('status');
    expect(second).not.toHaveProperty('message');
  });

  it("toasts the server's message when a save fails without field errors", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const update = vi.fn<Update>(() =>
      Promise.reject(
        new ApiError('Title is required to publish', 400, { message: 'Title is required to publish' }, true),
      ),
    );
    setup(update);
    const user = userEvent.setup();
    await typeTitle(user, 'Summer sale');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required to publish')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Summer sale');
  });

  it("a view's own success handling replaces the toast; its failures keep the conflict dialog", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onSaved = vi.fn();
    const update = vi
      .fn<Update>()
      .mockImplementationOnce(async (_resource, params) => saved(params, 4))
      .mockRejectedValueOnce(stale());
    setup(update, false, onSaved);
    const user = userEvent.setup();
    await typeTitle(user, 'Summer sale');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ version: 4, title: 'Summer sale' });
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Text'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Someone else saved this item' })).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});
