import type { SyncEvent } from '../../dataProvider/syncEvents.ts';

/** The manual/scheduled sync as the list sees it, fed by the server-event stream (spec §4). */
export interface SyncState {
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

export type SyncAction =
  | { type: 'event'; event: SyncEvent }
  | { type: 'startAccepted'; runId: number }
  /** The answer to `checking`: whether the run started here still runs. */
  | { type: 'runChecked'; running: boolean }
  | { type: 'dismissFailure' };

export const initialSyncState: SyncState = {
  running: null,
  processed: 0,
  total: null,
  startedHere: false,
  startedRunId: null,
  checking: false,
  failure: null,
  completions: 0,
};

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
      // A snapshot taken when the stream (re)connected may predate the run this page has just started (the
      // stream came up late: a slow network, its parser still loading). The run stays shown while its own
      // state is asked for (runChecked); its own events still come meanwhile.
      if (state.startedHere) return { ...state, checking: true };
      // Reconnected after a run ended while the stream was down: that run is over, reload.
      if (state.running) return ended(state, state.failure);
      return { ...state, running: false };
    case 'started':
      // Another run than the one started here (after ours ended unseen): its start message is not ours to show.
      return {
        ...state,
        running: true,
        processed: 0,
        total: null,
        failure: null,
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

export const syncReducer = (state: SyncState, action: SyncAction): SyncState => {
  switch (action.type) {
    case 'event':
      return onEvent(state, action.event);
    case 'runChecked':
      if (!state.checking) return state;
      return action.running ? { ...state, checking: false } : ended(state, state.failure);
    case 'startAccepted':
      return {
        ...state,
        running: true,
        startedHere: true,
        startedRunId: action.runId,
        processed: 0,
        total: null,
        failure: null,
      };
    case 'dismissFailure':
      return { ...state, failure: null };
  }
};
