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

export const readDraft = (draftKey: string): BlogDraft | null => {
  try {
    const raw = window.localStorage.getItem(keyOf(draftKey));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { savedAt, values } = parsed as Partial<BlogDraft>;
    return typeof savedAt === 'string' && typeof values === 'object' && values !== null ? { savedAt, values } : null;
  } catch {
    return null;
  }
};

export const writeDraft = (draftKey: string, values: Record<string, unknown>) => {
  try {
    window.localStorage.setItem(keyOf(draftKey), JSON.stringify({ savedAt: new Date().toISOString(), values }));
  } catch {
    // Storage full or disabled: the draft is a convenience, the form still works.
  }
};

export const forgetDraft = (draftKey: string) => {
  try {
    window.localStorage.removeItem(keyOf(draftKey));
  } catch {
    // as above
  }
};
