import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';

// First react-admin render takes 0.6–1.3 s under jsdom; RTL's 1 s default is too tight (toolchain §5).
configure({ asyncUtilTimeout: 5000 });

// Screens add their own texts when their chunk loads; tests render them without it.
beforeAll(async () => {
  if (typeof window === 'undefined' || !/\/src\//.test(expect.getState().testPath ?? '')) return;
  const [{ addScreenMessages }, { screenMessages }] = await Promise.all([
    import('../i18n/index.ts'),
    import('../i18n/screenMessages.ts'),
  ]);
  for (const texts of screenMessages) await addScreenMessages(texts);
});

// jsdom lays nothing out, so nothing ever resizes: an observer that never fires is exact there.
if (typeof window !== 'undefined' && typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  // Globals are off, so RTL cannot register its own cleanup.
  cleanup();
  // Node-environment tests (server, sandbox) share this setup and have no window.
  if (typeof window === 'undefined') return;
  // Lists write sort/page into the URL and jsdom keeps it between tests of a file.
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});
