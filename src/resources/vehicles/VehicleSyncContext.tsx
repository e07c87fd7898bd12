import { createContext, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useEvent } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { ApiError } from '../../dataProvider/http.ts';
import type { SyncEvent } from '../../dataProvider/syncEvents.ts';
import { useReloadVehicles, useVehicleNotify } from './vehicleListHooks.ts';

/** The manual/scheduled sync as the list sees it, fed by the server-event stream (spec §4). */
interface SyncState {
  /** null until the stream's first `status` event; the list answer's `isInProgress` stands in meanwhile. */
  running: boolean | null;
  processed: number;
  /** Vehicles in the DMS feed; null until the sync knows. */
  total: number | null;
  /** This admin started the run from this page: show the spec's start message while it runs. */
  startedHere: boolean;
  /** The run this page started (the start's answer), to tell its `started` event from another run's. */
  startedRunId: number | null;
  /** A stream snapshot said "not running" after this page's start was accepted: the run's own state is asked for. */
  checking: boolean;
  /** Message of the last `failed` event, until dismissed or a new run starts. */
  failure: string | null;
  /** Counts runs seen to end; the list reloads each time it grows. */
  completions: number;
}

type SyncAction =
  | { type: 'event'; event: SyncEvent }
  | { type: 'startAccepted'; runId: number }
  /** The answer to `checking`: whether the run started here still runs. */
  | { type: 'runChecked'; running: boolean }
  | { type: 'dismissFailure' };

const initialSyncState: SyncState = {
  running: null,
  processed: 0,
  total: null,
  startedHere: false,
  startedRunId: null,
  checking: false,
  failure: null,
  completions: 0,
};

/** What a run's start resets, seen from its `started` event or from this page's accepted start. */
const RUN_START = { running: true, processed: 0, total: null, failure: null } as const;

const ended = (state: SyncState, failure: string | null): SyncState => ({
  ...state,
  running: false,
  startedHere: false,
  checking: false,
  failure,
  completions: state.completions + 1,
});

const onEvent = (state: SyncState, event: SyncEvent): SyncState => {
  switch (event.type) {
    case 'status':
      if (event.lastUpdated.isInProgress) return { ...state, running: true };
      // A late stream's (slow network, parser loading) snapshot may predate the run this page just started: the run
      // stays shown while its own state is asked for (runChecked).
      if (state.startedHere) return { ...state, checking: true };
      // Reconnected after a run ended while the stream was down: that run is over, reload.
      if (state.running) return ended(state, state.failure);
      return { ...state, running: false };
    case 'started':
      // Another run than the one started here (after ours ended unseen): its start message is not ours to show.
      return {
        ...state,
        ...RUN_START,
        startedHere: state.startedHere && (state.startedRunId === null || state.startedRunId === event.runId),
      };
    case 'progress':
      return { ...state, running: true, processed: event.processed, total: event.total };
    case 'finished':
      return ended(state, null);
    case 'failed':
      return ended(state, event.message);
  }
};

const syncReducer = (state: SyncState, action: SyncAction): SyncState => {
  switch (action.type) {
    case 'event':
      return onEvent(state, action.event);
    case 'runChecked':
      if (!state.checking) return state;
      return action.running ? { ...state, checking: false } : ended(state, state.failure);
    case 'startAccepted':
      return { ...state, ...RUN_START, startedHere: true, startedRunId: action.runId };
    case 'dismissFailure':
      return { ...state, failure: null };
  }
};

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** A signed-out or forbidden session will not get better by retrying. */
const isFinal = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * The sync's server events while the list is mounted (scheduled and other admins' runs too). A dropped stream
 * reconnects with exponential backoff and jitter; the server's first `status` event then says where the sync stands.
 */
const useSyncEvents = (onEvent: (event: SyncEvent) => void) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const handle = useEvent(onEvent);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const listen = async () => {
      let retries = 0;
      while (!signal.aborted) {
        try {
          await dataProvider.readSyncEvents((event) => {
            retries = 0;
            handle(event);
          }, signal);
        } catch (error) {
          if (signal.aborted || isFinal(error)) return;
        }
        const backoff = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** retries);
        retries += 1;
        await wait(backoff * (0.8 + Math.random() * 0.4), signal);
      }
    };
    void listen();
    return () => controller.abort();
  }, [dataProvider, handle]);
};

interface VehicleSyncValue extends SyncState {
  /** The start request is on its way. */
  starting: boolean;
  start: () => void;
  dismissFailure: () => void;
}

const VehicleSyncContext = createContext<VehicleSyncValue | null>(null);

/** For the sync button and the progress panel: the stream's state, the start, the reload when a run ends (spec §4). */
export const VehicleSyncProvider = ({ children }: { children: ReactNode }) => {
  const [state, dispatch] = useReducer(syncReducer, initialSyncState);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useVehicleNotify();
  const reloadVehicles = useReloadVehicles();

  useSyncEvents((event) => dispatch({ type: 'event', event }));

  useEffect(() => {
    if (state.completions > 0) reloadVehicles();
  }, [state.completions, reloadVehicles]);

  // A late stream's snapshot said "not running" just after this page started a run: ask for that run itself.
  const { checking, startedRunId } = state;
  useEffect(() => {
    if (!checking) return;
    dataProvider.syncStatus().then(
      (status) =>
        dispatch({
          type: 'runChecked',
          running: status.runs.some((run) => run.id === startedRunId && run.status === 'running'),
        }),
      // Unanswered: the run stays shown; its events, or the next stream snapshot, settle it.
      () => undefined,
    );
  }, [checking, dataProvider, startedRunId]);

  // Set at the click itself: a quick double click lands before React draws the button disabled, and its second
  // request got the 409 of the sync the first had started, shown as 'Fail! Try again in 2 minutes'.
  const startSent = useRef(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.syncInventory(),
    onSuccess: (answer) => dispatch({ type: 'startAccepted', runId: answer.runId }),
    // Spec §8: one text for any refusal (409 while a sync runs, or any other error).
    onError: () => notify('app.vehicles.sync_failed', 'error'),
    onSettled: () => {
      startSent.current = false;
    },
  });

  const value = useMemo<VehicleSyncValue>(
    () => ({
      ...state,
      starting: isPending,
      start: () => {
        if (startSent.current) return;
        startSent.current = true;
        mutate();
      },
      dismissFailure: () => dispatch({ type: 'dismissFailure' }),
    }),
    [state, isPending, mutate],
  );
  return <VehicleSyncContext.Provider value={value}>{children}</VehicleSyncContext.Provider>;
};

export const useVehicleSync = (): VehicleSyncValue => {
  const value = useContext(VehicleSyncContext);
  if (!value) throw new Error('useVehicleSync must be used inside <VehicleSyncProvider>');
  return value;
};
