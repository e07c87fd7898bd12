import { Notification } from 'react-admin';

/** Spec §9: toasts dismiss after 2.5 seconds. */
export const AppNotification = () => <Notification autoHideDuration={2500} />;
