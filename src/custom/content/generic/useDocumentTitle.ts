import { useEffect, useSyncExternalStore } from 'react';

/** The console's name, as index.html titles the tab before any screen says more. */
export const APP_TITLE = 'Admin console';

export const documentTitleOf = (name: string | undefined) => (name ? `${name} – ${APP_TITLE}` : APP_TITLE);

// The title a page gives itself ('New testimonial'): it wins over the sidebar entry's name (ScreenTitle.tsx).
let pageTitle: string | undefined;
const listeners = new Set<() => void>();
const setPageTitle = (title: string | undefined) => {
  pageTitle = title;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const currentPageTitle = () => pageTitle;
export const usePageTitle = () => useSyncExternalStore(subscribe, currentPageTitle);

/** The browser tab names the screen ('New testimonial – Admin console'); the sidebar's name comes back on leaving. */
export const useDocumentTitle = (title: string | undefined) => {
  useEffect(() => {
    if (!title) return undefined;
    setPageTitle(title);
    document.title = documentTitleOf(title);
    return () => setPageTitle(undefined);
  }, [title]);
};
