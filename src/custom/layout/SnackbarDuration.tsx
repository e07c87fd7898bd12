import { useCallback, type ReactNode } from 'react';
import { AddNotificationContext, useAddNotificationContext, type NotificationPayload } from 'react-admin';

/**
 * A screen whose snackbars stay another time than the console's 2.5 s (spec §9: the carousel's 2 s, the
 * sub-category screen's 3 s). Every toast raised inside, by the screen or by the shared content pieces it uses
 * (save answers, conflicts, history), gets this duration unless it names its own.
 */
export const SnackbarDuration = ({ ms, children }: { ms: number; children: ReactNode }) => {
  const add = useAddNotificationContext();
  const addWithDuration = useCallback(
    (notification: NotificationPayload) =>
      add({ ...notification, notificationOptions: { autoHideDuration: ms, ...notification.notificationOptions } }),
    [add, ms],
  );
  return <AddNotificationContext.Provider value={addWithDuration}>{children}</AddNotificationContext.Provider>;
};
