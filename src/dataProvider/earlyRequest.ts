/**
 * GETs started at boot, so the first screen's data downloads while the JS runs rather than after auth check, lazy
 * chunk and request in turn. The first `http()` GET of the path takes the response; an unused one expires.
 */
const FRESH_MS = 10_000;
const early = new Map<string, { startedAt: number; response: Promise<Response> }>();

export const startEarlyGet = (path: string, bearer: string): void => {
  const response = fetch(path, { headers: { Accept: 'application/json', Authorization: `Bearer ${bearer}` } });
  // A failure surfaces to whoever takes it; unread, it must not become an unhandled rejection.
  response.catch(() => undefined);
  early.set(path, { startedAt: Date.now(), response });
};

/** The early response for `path`, once, if it was started in the last few seconds. */
export const takeEarlyGet = (path: string): Promise<Response> | undefined => {
  const entry = early.get(path);
  if (!entry) return undefined;
  early.delete(path);
  return Date.now() - entry.startedAt <= FRESH_MS ? entry.response : undefined;
};

/** Logout and token changes: nothing fetched with the old token may be handed out. */
export const clearEarlyGets = (): void => early.clear();
