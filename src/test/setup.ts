import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// First react-admin render takes 0.6–1.3 s under jsdom; RTL's 1 s default is too tight (toolchain §5).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
    // Globals are off, so RTL cannot register its own cleanup.
    cleanup();
    // Node-environment tests (server, sandbox) share this setup and have no window.
    if (typeof window === 'undefined') return;
    // Lists write sort/page into the URL and jsdom keeps it between tests of a file.
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
});
