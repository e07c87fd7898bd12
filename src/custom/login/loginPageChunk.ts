import type { ComponentType } from 'react';
import { chunkLoader } from '../layout/chunkLoader.ts';

/**
 * The sign-in page with its form (react-hook-form, react-admin's inputs) and the password dialogs: most starts are
 * signed in and never show it, so it loads when signed out (started at boot then, src/bootPrefetch.ts), not with
 * every start (initial JS budget, issue 19).
 */
export const loginPageChunk = chunkLoader<ComponentType>(async () => (await import('./LoginPage.tsx')).LoginPage);
