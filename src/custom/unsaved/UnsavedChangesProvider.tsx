import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker } from 'react-admin';
import { chunkLoader } from '../layout/chunkLoader.ts';
import { ChunkComponent } from '../layout/ChunkComponent.tsx';

// The question (a MUI dialog) loads when first asked: the guard itself is part of every page (initial JS budget).
const questionChunk = chunkLoader(() =>
  import('./DiscardChangesQuestion.tsx').then((module) => module.DiscardChangesQuestion),
);
const LazyQuestion = (props: { onDiscard: () => void; onKeepEditing: () => void }) => (
  <ChunkComponent chunk={questionChunk} props={{ isOpen: true, ...props }} />
);

/** 'saving': unsaved until the save in flight succeeds (a redirect after a save waits for it, then goes). */
export type UnsavedState = false | 'unsaved' | 'saving';
type Report = (key: string, state: UnsavedState) => void;
const UnsavedChangesContext = createContext<Report>(() => undefined);

/**
 * One guard for the whole console: while any part of the page reports unsaved changes (a form, a pin's text, a
 * vehicle's moved features), a link, the menu or back/forward inside the console asks first with the app's own
 * question ('Discard your changes?', the same as a dialog's), and only closing or reloading the tab gets the
 * browser's prompt. Another record on the same path (another `?id=`) counts as leaving.
 *
 * One blocker, because react-router consults only the last one registered: with a blocker per form, a page with
 * two forms (the home page's hero and its SEO record) guarded only one of them.
 */
export const UnsavedChangesProvider = ({ children }: { children: ReactNode }) => {
  const [parts, setParts] = useState<ReadonlyMap<string, 'unsaved' | 'saving'>>(() => new Map());
  // Also kept in a ref, up to date as soon as a part reports: a form reset just before its own redirect (a deleted
  // record) must let that redirect go, though the state has not been rendered yet.
  const latestParts = useRef(parts);
  const report = useCallback<Report>((key, state) => {
    const current = latestParts.current;
    if ((current.get(key) ?? false) === state) return;
    const next = new Map(current);
    if (state) next.set(key, state);
    else next.delete(key);
    latestParts.current = next;
    setParts(next);
  }, []);
  const unsaved = parts.size > 0;
  const [asking, setAsking] = useState(false);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      latestParts.current.size > 0 &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // The blocker object changes at every render; the question must be asked once per blocked navigation.
  // Kept up to date after each render (before the effects below read it), not during render.
  const latest = useRef(blocker);
  useLayoutEffect(() => {
    latest.current = blocker;
  });
  useEffect(() => {
    const current = latest.current;
    if (current.state !== 'blocked') return;
    const now = latestParts.current;
    if (now.size === 0) current.proceed();
    // A save's own redirect goes once the save succeeded (its form reports clean), and asks if it failed.
    else if (![...now.values()].includes('saving')) setAsking(true);
  }, [blocker.state, parts]);
  // Answered in the question below; a part that reported clean meanwhile (a reset form) lets the navigation go.
  useEffect(() => {
    if (asking && latestParts.current.size === 0) {
      setAsking(false);
      if (latest.current.state === 'blocked') latest.current.proceed();
    }
  }, [asking, parts]);
  const answer = (leave: boolean) => {
    setAsking(false);
    const current = latest.current;
    if (current.state !== 'blocked') return;
    if (leave) current.proceed();
    else current.reset();
  };

  useEffect(() => {
    if (!unsaved) return;
    // Browsers show their own text; preventDefault() is what asks.
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return (
    <UnsavedChangesContext.Provider value={report}>
      {children}
      {asking ? <LazyQuestion onDiscard={() => answer(true)} onKeepEditing={() => answer(false)} /> : null}
    </UnsavedChangesContext.Provider>
  );
};

/** This part of the page has unsaved changes while `unsaved` is true: leaving asks first (UnsavedChangesProvider). */
export const useReportUnsaved = (unsaved: boolean | UnsavedState): void => {
  const report = useContext(UnsavedChangesContext);
  const key = useId();
  useEffect(() => {
    report(key, unsaved === true ? 'unsaved' : unsaved);
  }, [key, report, unsaved]);
  useEffect(() => () => report(key, false), [key, report]);
};
