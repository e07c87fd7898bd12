import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/** Spec §9: the vehicle snackbar lasts 6 seconds (other toasts 2.5). */
export const VEHICLE_SNACKBAR_MS = 6_000;

type Severity = 'success' | 'info' | 'warning' | 'error';

/** A toast on the vehicle list: an i18n key or the server's own text (shown unchanged). */
export const useVehicleNotify = () => {
  const notify = useNotify();
  return useCallback(
    (message: string, type: Severity) =>
      notify(message, { type, autoHideDuration: VEHICLE_SNACKBAR_MS, messageArgs: { _: message } }),
    [notify],
  );
};

/** The text to show for a failed call: ApiError messages are already the server's `msg`/`message`. */
export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'app.errors.fallback';
