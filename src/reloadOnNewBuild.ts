/** When the page last reloaded itself for a missing chunk (sessionStorage, so per tab). */
export const RELOADED_AT_KEY = 'admin-console.reloaded-for-new-build';
/** A chunk still missing this soon after such a reload is a real failure: it is left to show. */
const RETRY_AFTER_MS = 10_000;

interface ReloadDeps {
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
}

/**
 * A deploy replaces the console's chunks while tabs stay open on the old build: the next page or dialog
 * loaded on demand then asks for a chunk that is gone. Vite reports it as `vite:preloadError`; the page
 * reloads to the new build (index.html is never cached, server/plugins/console.ts), at the address the
 * user was going to. A form with unsaved input still asks first (its beforeunload guard).
 */
export const reloadOnNewBuild = (target: EventTarget, deps: ReloadDeps): void => {
  target.addEventListener('vite:preloadError', () => {
    // Without the tab's storage nothing would tell the reloaded page it has just reloaded: a chunk missing
    // for good would reload it over and over. The error shows instead.
    try {
      if (deps.now() - Number(deps.storage.getItem(RELOADED_AT_KEY) ?? 0) < RETRY_AFTER_MS) return;
      deps.storage.setItem(RELOADED_AT_KEY, String(deps.now()));
    } catch {
      return;
    }
    deps.reload();
  });
};
