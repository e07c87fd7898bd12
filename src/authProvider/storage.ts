import { clearEarlyGets } from '../dataProvider/earlyRequest.ts';
import { DRAFT_KEY_PREFIX } from '../resources/blogPosts/blogDraft.ts';

/**
 * The one place that knows where the session token lives (spec §6: "stored locally").
 * Imports only leaf modules, so that both the HTTP layer and the auth provider can use it without a cycle.
 */
export const TOKEN_KEY = 'admin-console.token';

/** Every localStorage key this console writes; logout removes them all (spec §4). */
export const OWN_STORAGE_KEYS = [TOKEN_KEY] as const;
/**
 * Prefixes of the localStorage keys written per item: blog drafts hold unpublished text, which the next person
 * signing in on this browser must not be offered.
 */
const OWN_STORAGE_PREFIXES = [DRAFT_KEY_PREFIX] as const;

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

/** Prefix of the per-tab sessionStorage keys this console writes (e.g. the vehicle list's search, sort and page size). */
const OWN_SESSION_PREFIX = 'admin-console.';

export const clearStoredSession = (): void => {
  clearEarlyGets();
  for (const key of OWN_STORAGE_KEYS) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // nothing stored if storage is unavailable
    }
  }
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (OWN_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix))) window.localStorage.removeItem(key);
    }
  } catch {
    // nothing stored if storage is unavailable
  }
  // Spec §4: logout leaves nothing of ours in the browser storage, session storage included.
  try {
    for (const key of Object.keys(window.sessionStorage)) {
      if (key.startsWith(OWN_SESSION_PREFIX)) window.sessionStorage.removeItem(key);
    }
  } catch {
    // nothing stored if storage is unavailable
  }
};
