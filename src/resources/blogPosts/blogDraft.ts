/**
 * A post's unsaved input kept in this browser while the admin types (beyond the spec), so a crash or a closed tab
 * loses nothing: offered back when the form opens again, dropped once the post is saved.
 */
export interface BlogDraft {
  savedAt: string;
  values: Record<string, unknown>;
}

/** Every draft's localStorage key starts with this; logout removes them all (src/authProvider/storage.ts). */
export const DRAFT_KEY_PREFIX = 'blogDraft:';

const keyOf = (draftKey: string) => `${DRAFT_KEY_PREFIX}${draftKey}`;

/** Storage full, disabled or unreadable: the draft is a convenience, the form still works without it. */
const quietly = <T>(run: () => T, fallback: T): T => {
  try {
    return run();
  } catch {
    return fallback;
  }
};

export const readDraft = (draftKey: string): BlogDraft | null => {
  const parsed: unknown = quietly(() => JSON.parse(window.localStorage.getItem(keyOf(draftKey)) || 'null'), null);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { savedAt, values } = parsed as Partial<BlogDraft>;
  return typeof savedAt === 'string' && typeof values === 'object' && values !== null ? { savedAt, values } : null;
};

export const writeDraft = (draftKey: string, values: Record<string, unknown>) =>
  quietly(
    () => window.localStorage.setItem(keyOf(draftKey), JSON.stringify({ savedAt: new Date().toISOString(), values })),
    undefined,
  );

export const forgetDraft = (draftKey: string) =>
  quietly(() => window.localStorage.removeItem(keyOf(draftKey)), undefined);
