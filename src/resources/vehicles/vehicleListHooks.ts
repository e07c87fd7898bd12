import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useListContext, useNotify } from 'react-admin';
import { VEHICLES_RESOURCE, type VehicleListMeta } from '../../dataProvider/vehicleResource.ts';
import type { VehicleRecord } from '../../types.ts';

/**
 * Reloads the vehicle queries (page, counts, makes) after a save or a sync. useRefresh() reloads every query, session
 * and identity included: on a 200-row page it re-rendered all rows (120-170 ms) per Show on FE toggle.
 */
export const useReloadVehicles = () => {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [VEHICLES_RESOURCE] }), [queryClient]);
};

/** Spec §9: the vehicle snackbar lasts 6 seconds (other toasts 2.5). */
const VEHICLE_SNACKBAR_MS = 6_000;

/** A toast on the vehicle list: an i18n key or the server's own text (shown unchanged). */
export const useVehicleNotify = () => {
  const notify = useNotify();
  return useCallback(
    (message: string, type: 'success' | 'info' | 'warning' | 'error') =>
      notify(message, { type, autoHideDuration: VEHICLE_SNACKBAR_MS, messageArgs: { _: message } }),
    [notify],
  );
};

/** The text to show for a failed call: ApiError messages are already the server's `msg`/`message`. */
export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'app.errors.fallback';

const isListMeta = (meta: unknown): meta is VehicleListMeta =>
  typeof meta === 'object' && meta !== null && 'totalResults' in meta && 'lastUpdated' in meta;

/** Counts and last-sync information of the last list answer; none while loading or after a failure. */
export const useVehicleListMeta = (): VehicleListMeta | null => {
  const { meta, error } = useListContext<VehicleRecord>();
  return !error && isListMeta(meta) ? meta : null;
};

/** Whether a sync runs: the stream knows best; until it has spoken, the list answer says. */
export const useSyncRunning = (streamRunning: boolean | null): boolean => {
  const meta = useVehicleListMeta();
  return streamRunning ?? meta?.lastUpdated.isInProgress ?? false;
};
