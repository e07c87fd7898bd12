import { clearEarlyGets } from '../dataProvider/earlyRequest.ts';
import { DRAFT_KEY_PREFIX } from '../resources/blogPosts/blogDraft.ts';

/** Where the session token lives (spec §6: "stored locally"); only leaf imports, so the HTTP layer can use it too. */
export const TOKEN_KEY = 'admin-console.token';

export const getToken = (): string | null => {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be disabled (privacy modes): behave as signed out rather than crash.
    return null;
  }
};

export const setToken = (token: string): void => {
  clearEarlyGets();
  window.localStorage.setItem(TOKEN_KEY, token);
};

const removeOwnKeys = (area: 'localStorage' | 'sessionStorage', isOwn: (key: string) => boolean): void => {
  try {
    const storage = window[area];
    for (const key of Object.keys(storage)) if (isOwn(key)) storage.removeItem(key);
  } catch {
    // nothing stored if storage is unavailable
  }
};

/**
 * Spec §4: logout leaves nothing of ours in the browser storage: the token, the blog drafts (unpublished text,
 * which the next person signing in on this browser must not be offered), and the per-tab session keys (e.g. the
 * vehicle list's search, sort and page size).
 */
export const clearStoredSession = (): void => {
  clearEarlyGets();
  removeOwnKeys('localStorage', (key) => key === TOKEN_KEY || key.startsWith(DRAFT_KEY_PREFIX));
  removeOwnKeys('sessionStorage', (key) => key.startsWith('admin-console.'));
};
