import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleForm, TextInput, testDataProvider, type DataProvider } from 'react-admin';
import { STALE_DOCUMENT, STALE_RESTORE, type Revision } from '../../../contract/content/index.ts';
import { ApiError } from '../../dataProvider/http.ts';
import { TestAdmin } from '../../test/TestAdmin.tsx';
import { ContentEdit } from '../content/ContentEdit.tsx';
import { ContentFormWatch } from '../content/ContentFormWatch.tsx';

const image = (alt: string, src: string) => ({ publicId: `home-images/${alt}`, src, width: 1600, height: 1000, alt });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const v1: Revision = {
  version: 1,
  op: 'create',
  at: minutesAgo(60 * 24 * 3),
  by: null,
  changed: [],
  data: { title: '', text: '', heroImage: null },
  restoredFrom: null,
};
const v2: Revision = {
  version: 2,
  op: 'update',
  at: minutesAgo(60 * 5),
  by: 'ann@example.com',
  changed: ['title', 'heroImage'],
  data: { title: 'Spring sale', text: '', heroImage: image('A red car', '/media/red.webp') },
  restoredFrom: null,
};
const v3: Revision = {
  version: 3,
  op: 'update',
  at: minutesAgo(5),
  by: 'bob@example.com',
  changed: ['title', 'text'],
  data: { title: 'Summer sale', text: 'Twenty per cent off', heroImage: image('A red car', '/media/red.webp') },
  restoredFrom: null,
};
const v4: Revision = {
  ...v2,
  version: 4,
  op: 'restore',
  at: minutesAgo(0),
  by: 'carol@example.com',
  changed: ['title', 'text'],
  restoredFrom: 2,
};

const doc = (revision: Revision) => ({ id: 'd1', _id: 'd1', version: revision.version, ...revision.data });

const setup = (restoreRevision: (...args: [string, string, number, number]) => Promise<Record<string, unknown>>) => {
  let revisions = [v3, v2, v1];
  let server = doc(v3);
  const getRevisions = vi.fn(async () => revisions);
  const getOne = vi.fn(async () => ({ data: server }));
  const restore = vi.fn(async (...args: [string, string, number, number]) => {
    const answer = await restoreRevision(...args);
    revisions = [v4, ...revisions];
    server = doc(v4);
    return answer;
  });
  render(
    <TestAdmin
      dataProvider={testDataProvider({ getOne, getRevisions, restoreRevision: restore } as Partial<DataProvider>)}
    >
      <ContentEdit resource="testDocs" id="d1">
        <SimpleForm>
          <TextInput source="title" label="Title" />
        </SimpleForm>
      </ContentEdit>
    </TestAdmin>,
  );
  return { getRevisions, restore };
};

const openHistory = async () => {
  const user = userEvent.setup();
  await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Summer sale'));
  await user.click(screen.getByRole('button', { name: 'History' }));
  const list = await screen.findByRole('list', { name: 'Versions, newest first' });
  return { user, list };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('HistoryPanel', () => {
  it('the history lists who changed which fields', async () => {
    setup(async () => ({}));
    const { user, list } = await openHistory();

    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Version 3 · edited');
    expect(items[0]).toHaveTextContent('current');
    expect(items[0]).toHaveTextContent('by bob@example.com · 5 minutes ago');
    expect(items[0]).toHaveTextContent('Changed: Title, Text');
    expect(items[1]).toHaveTextContent('Version 2 · edited');
    expect(items[1]).toHaveTextContent('by ann@example.com · 5 hours ago');
    expect(items[1]).toHaveTextContent('Changed: Title, Hero image');
    expect(items[2]).toHaveTextContent('Version 1 · created');
    expect(items[2]).toHaveTextContent('by the system');
    // The newest revision is the current one: only older ones can be restored.
    expect(within(items[0]!).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Restore version 2' })).toBeInTheDocument();

    // Selecting a revision shows its difference with the one before.
    await user.click(within(items[1]!).getByRole('button', { name: /Version 2/ }));
    const table = await within(items[1]!).findByRole('table', { name: 'Version 2 compared with version 1' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FieldBeforeAfter',
      'Title(empty)Spring sale',
      'Hero image(empty)Image: A red car',
    ]);
    expect(within(rows[2]!).getByRole('presentation')).toHaveAttribute('src', '/media/red.webp');

    await user.click(within(items[0]!).getByRole('button', { name: /Version 3/ }));
    const latest = await within(items[0]!).findByRole('table', { name: 'Version 3 compared with version 2' });
    expect(
      within(latest)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldBeforeAfter', 'TitleSpring saleSummer sale', 'Text(empty)Twenty per cent off']);
  });

  it('restore asks first, then saves a new revision', async () => {
    const { restore, getRevisions } = setup(async () => ({ ...doc(v4), status: 'success', message: 'Success!' }));
    const { user, list } = await openHistory();

    await user.click(within(list).getByRole('button', { name: 'Restore version 2' }));
    const question = await screen.findByRole('dialog', { name: 'Restore version 2?' });
    expect(question).toHaveTextContent('This is saved as a new version');
    expect(restore).not.toHaveBeenCalled();

    await user.click(within(question).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(restore).toHaveBeenCalledWith('testDocs', 'd1', 2, 3));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    // The form shows the restored values and the history the new revision.
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Spring sale'));
    await waitFor(() => expect(getRevisions).toHaveBeenCalledTimes(2));
    const newest = (await within(list).findAllByRole('listitem'))[0];
    expect(newest).toHaveTextContent('Version 4 · restored from version 2');
    expect(newest).toHaveTextContent('current');
    expect(newest).toHaveTextContent('by carol@example.com');
  });

  it('a restore refused with 412 shows the conflict message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { restore, getRevisions } = setup(() =>
      Promise.reject(
        new ApiError(STALE_DOCUMENT, 412, { message: STALE_DOCUMENT, errors: { version: 'The item changed' } }, true),
      ),
    );
    const { user, list } = await openHistory();

    await user.click(within(list).getByRole('button', { name: 'Restore version 1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Restore version 1?' })).getByRole('button', {
        name: 'Restore',
      }),
    );

    await waitFor(() => expect(restore).toHaveBeenCalledWith('testDocs', 'd1', 1, 3));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((alert) => alert.textContent?.includes(STALE_DOCUMENT))).toBe(true);
    expect(within(list.parentElement!).getByRole('alert')).toHaveTextContent(STALE_DOCUMENT);
    // The history is read again: it shows what happened meanwhile.
    await waitFor(() => expect(getRevisions).toHaveBeenCalledTimes(2));
    expect(screen.getByLabelText('Title')).toHaveValue('Summer sale');
  });

  describe('after a restore refused because someone saved meanwhile', () => {
    /** Someone saves version 5 just before the first restore; the next restore goes through. */
    const v5: Revision = {
      ...v3,
      version: 5,
      at: minutesAgo(1),
      by: 'dan@example.com',
      changed: ['title'],
      data: { ...v3.data, title: 'Autumn sale' },
    };
    const v6: Revision = {
      ...v2,
      version: 6,
      op: 'restore',
      at: minutesAgo(0),
      by: 'carol@example.com',
      changed: ['title', 'text'],
      restoredFrom: 2,
    };
    const stale = () =>
      new ApiError(STALE_RESTORE, 412, { message: STALE_RESTORE, errors: { version: STALE_RESTORE } }, true);

    const setupMovedOn = () => {
      let revisions = [v3, v2, v1];
      let server = doc(v3);
      const getOne = vi.fn(async () => ({ data: server }));
      const restore = vi.fn(async (_resource: string, _id: string, _revision: number, current: number) => {
        if (current !== server.version) throw stale();
        if (server.version === 3) {
          revisions = [v5, ...revisions];
          server = doc(v5);
          throw stale();
        }
        revisions = [v6, ...revisions];
        server = doc(v6);
        return { ...server, status: 'success', message: 'Success!' };
      });
      render(
        <TestAdmin
          dataProvider={testDataProvider({
            getOne,
            getRevisions: async () => revisions,
            restoreRevision: restore,
          } as Partial<DataProvider>)}
        >
          <ContentEdit resource="testDocs" id="d1">
            <SimpleForm>
              <ContentFormWatch />
              <TextInput source="title" label="Title" />
            </SimpleForm>
          </ContentEdit>
        </TestAdmin>,
      );
      return { restore, getOne };
    };

    const restoreVersion2 = async (user: ReturnType<typeof userEvent.setup>, list: HTMLElement) => {
      await user.click(within(list).getByRole('button', { name: 'Restore version 2' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Restore version 2?' })).getByRole('button', {
          name: 'Restore',
        }),
      );
    };

    const itemOf = (list: HTMLElement, version: number) =>
      within(list)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.startsWith(`Version ${version} `))!;

    it('the form shows their version, marked current, with the server’s message, and restoring again goes through', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { restore } = setupMovedOn();
      const { user, list } = await openHistory();

      await restoreVersion2(user, list);
      await waitFor(() => expect(restore).toHaveBeenCalledWith('testDocs', 'd1', 2, 3));
      expect(await within(list.parentElement!).findByRole('alert')).toHaveTextContent(STALE_RESTORE);
      await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Autumn sale'));
      await waitFor(() => expect(itemOf(list, 5)).toHaveTextContent('current'));
      expect(itemOf(list, 3)).not.toHaveTextContent('current');
      expect(screen.queryByRole('dialog', { name: 'Someone else saved this item' })).not.toBeInTheDocument();

      await restoreVersion2(user, list);
      await waitFor(() => expect(restore).toHaveBeenLastCalledWith('testDocs', 'd1', 2, 5));
      await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Spring sale'));
      await waitFor(() => expect(itemOf(list, 6)).toHaveTextContent('current'));
    });

    it('with unsaved input, the conflict dialog asks first and the input stays', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      setupMovedOn();
      const { user, list } = await openHistory();
      const title = screen.getByLabelText('Title');
      await user.clear(title);
      await user.type(title, 'My draft');

      await restoreVersion2(user, list);
      const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this item' });
      expect(dialog).toHaveTextContent(STALE_RESTORE);
      expect(title).toHaveValue('My draft');

      await user.click(within(dialog).getByRole('button', { name: 'Load their version' }));
      await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Autumn sale'));
      await waitFor(() => expect(itemOf(list, 5)).toHaveTextContent('current'));
    });
  });
});
