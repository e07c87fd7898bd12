import { useState, type ReactNode } from 'react';
import { AdminContext, memoryStore, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { AppNotification } from '../custom/layout/AppNotification.tsx';
import { i18nProvider } from '../i18n/index.ts';

interface TestAdminProps {
  children: ReactNode;
  dataProvider?: DataProvider;
  authProvider?: AuthProvider;
}

/**
 * The console's real i18n (so tests read the texts users read), a fresh memory store per
 * test, and the notification area so toasts can be asserted.
 */
export const TestAdmin = ({ children, dataProvider, authProvider }: TestAdminProps) => {
  const [store] = useState(() => memoryStore());
  return (
    <AdminContext
      i18nProvider={i18nProvider}
      store={store}
      dataProvider={dataProvider ?? testDataProvider()}
      authProvider={authProvider}
    >
      {children}
      <AppNotification />
    </AdminContext>
  );
};

/** A JSON answer as the API sends it. */
export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
