import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SYNC_STARTED_MESSAGE } from '../../../contract/index.ts';
import { jsonResponse } from '../../test/TestAdmin.tsx';
import { renderVehicleList, withVehicleListSession } from './vehicleListTestKit.tsx';
import { buildVehicle, eventChannel, listAnswer, stubVehicleApi } from './vehicleTestKit.ts';

const idle = listAnswer([buildVehicle()]);
const busy = { ...idle, lastUpdated: { ...idle.lastUpdated, isInProgress: true } };
const summary = (isInProgress: boolean) => ({
  lastUpdated: { ...idle.lastUpdated, isInProgress },
  counts: idle.totalResults,
});

/**
 * The vehicle API as the server answers it around a manual sync: the start is accepted as run `runId`, and the list
 * and the sync status say it runs from then until the test calls `finish()`.
 */
const syncingApi = (events: ReturnType<typeof eventChannel>, runId: number) => {
  let running = false;
  const api = stubVehicleApi(
    {
      list: () => jsonResponse(200, running ? busy : idle),
      startSync: () => {
        running = true;
        return jsonResponse(202, { message: SYNC_STARTED_MESSAGE, runId });
      },
      syncStatus: () =>
        jsonResponse(200, {
          lastUpdated: (running ? busy : idle).lastUpdated,
          totalResults: idle.totalResults,
          runs: [
            {
              id: runId,
              trigger: 'manual',
              status: running ? 'running' : 'succeeded',
              startedAt: '2024-06-02T09:00:00.000Z',
              finishedAt: running ? null : '2024-06-02T09:01:00.000Z',
              total: 300,
              fetched: 0,
              inserted: 0,
              updated: 0,
              marked: 0,
              error: null,
            },
          ],
        }),
    },
    events,
  );
  return { ...api, finish: () => (running = false) };
};

const renderList = renderVehicleList;

withVehicleListSession();

/** The list is shown and Sync clicked (run `runId`), before the event stream has said anything. */
const startSyncBeforeTheStream = async (runId: number) => {
  const user = userEvent.setup();
  const events = eventChannel();
  const api = syncingApi(events, runId);
  renderList();
  await screen.findByText('A1001');
  await user.click(screen.getByRole('button', { name: 'Sync with DMS' }));
  expect(await screen.findByText(SYNC_STARTED_MESSAGE)).toBeInTheDocument();
  return { events, api };
};

describe('manual sync', () => {
  it('shows the start message, disables the button, follows the progress events and reloads the list when the run finishes', async () => {
    const user = userEvent.setup();
    const events = eventChannel();
    events.send('status', summary(false));
    const api = syncingApi(events, 7);
    renderList();
    await screen.findByText('A1001');
    const button = screen.getByRole('button', { name: 'Sync with DMS' });

    await user.click(button);

    expect(await screen.findByText(SYNC_STARTED_MESSAGE)).toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(api.requests.some((request) => request.method === 'PUT' && request.url.pathname === '/v1/vehicles')).toBe(
      true,
    );

    events.send('started', { runId: 7, trigger: 'manual' });
    events.send('progress', { runId: 7, processed: 150, total: 300 });
    const bar = await screen.findByRole('progressbar', { name: 'Sync progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('Synced 150 of 300 vehicles')).toBeInTheDocument();

    const loadsBefore = api.listRequests().length;
    api.finish();
    events.send('finished', { runId: 7, ...summary(false) });

    await waitFor(() => expect(api.listRequests().length).toBeGreaterThan(loadsBefore));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sync with DMS' })).toBeEnabled());
    expect(screen.queryByRole('progressbar', { name: 'Sync progress' })).toBeNull();
    expect(screen.queryByText(SYNC_STARTED_MESSAGE)).toBeNull();
  });

  it('keeps the start message when the event stream comes up late with a state from before the start', async () => {
    const { events, api } = await startSyncBeforeTheStream(8);

    // The stream's first state was taken before the start reached the server: "not running".
    events.send('status', summary(false));
    events.send('progress', { runId: 8, processed: 30, total: 300 });
    const bar = await screen.findByRole('progressbar', { name: 'Sync progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '10'));
    expect(screen.getByText(SYNC_STARTED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync with DMS' })).toBeDisabled();

    api.finish();
    events.send('finished', { runId: 8, ...summary(false) });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sync with DMS' })).toBeEnabled());
    expect(screen.queryByText(SYNC_STARTED_MESSAGE)).toBeNull();
  });

  it('ends the start message when a late stream says "not running" and the run had indeed ended', async () => {
    const { events, api } = await startSyncBeforeTheStream(9);

    // The run ended before the stream came up: its snapshot says "not running", and so does the run itself.
    api.finish();
    const loadsBefore = api.listRequests().length;
    events.send('status', summary(false));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sync with DMS' })).toBeEnabled());
    expect(screen.queryByText(SYNC_STARTED_MESSAGE)).toBeNull();
    await waitFor(() => expect(api.listRequests().length).toBeGreaterThan(loadsBefore));
  });

  it('sends one start request for a double click, and shows no failure', async () => {
    const api = stubVehicleApi({
      list: () => jsonResponse(200, idle),
      startSync: () => jsonResponse(202, { message: SYNC_STARTED_MESSAGE, runId: 9 }),
    });
    renderList();
    await screen.findByText('A1001');

    // Both clicks land before React draws the button disabled, as a quick double click in a browser does.
    const button = screen.getByRole('button', { name: 'Sync with DMS' });
    fireEvent.click(button);
    fireEvent.click(button);

    expect(await screen.findByText(SYNC_STARTED_MESSAGE)).toBeInTheDocument();
    expect(
      api.requests.filter((request) => request.method === 'PUT' && request.url.pathname === '/v1/vehicles'),
    ).toHaveLength(1);
    expect(screen.queryByText('Fail! Try again in 2 minutes')).toBeNull();
  });

  it("says 'Fail! Try again in 2 minutes' when the server refuses to start", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    stubVehicleApi({
      list: () => jsonResponse(200, idle),
      startSync: () =>
        jsonResponse(409, { message: 'A sync with the DMS is already running. Try again in 2 minutes.' }),
    });
    renderList();
    await screen.findByText('A1001');

    await user.click(screen.getByRole('button', { name: 'Sync with DMS' }));

    expect(await screen.findByText('Fail! Try again in 2 minutes')).toBeInTheDocument();
    expect(screen.queryByText(SYNC_STARTED_MESSAGE)).toBeNull();
  });

  it("keeps the button disabled while a sync started elsewhere runs, and shows a failed run's message", async () => {
    const events = eventChannel();
    events.send('status', summary(true));
    events.send('progress', { runId: 8, processed: 20, total: null });
    stubVehicleApi({ list: () => jsonResponse(200, idle) }, events);
    renderList();

    expect(await screen.findByText('Synced 20 vehicles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync with DMS' })).toBeDisabled();

    events.send('failed', { runId: 8, message: 'Sync failed while fetching the feed: DMS timeout' });

    expect(await screen.findByText('Sync failed while fetching the feed: DMS timeout')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sync with DMS' })).toBeEnabled());
  });
});
