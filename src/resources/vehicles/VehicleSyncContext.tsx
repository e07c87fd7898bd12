import { createContext, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/index.ts';
import { initialSyncState, syncReducer, type SyncState } from './syncState.ts';
import { useSyncEvents } from './useSyncEvents.ts';
import { useVehicleNotify } from './useVehicleNotify.ts';
import { useReloadVehicles } from './useReloadVehicles.ts';

interface VehicleSyncValue extends SyncState {
  /** The start request is on its way. */
  starting: boolean;
  start: () => void;
  dismissFailure: () => void;
}

const VehicleSyncContext = createContext<VehicleSyncValue | null>(null);

/**
 * Shared by the sync button (list toolbar) and the progress panel (above the table): the
 * stream's state, the manual start, and the reload when a run ends (spec §4).
 */
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
