import { ADMIN_BASENAME } from './basename.ts';
import { prefetchFirstScreen } from './bootPrefetch.ts';

/**
 * Imported first by main.tsx: ES modules run in import order, so the first screen's requests
 * and list chunk start here, before react-dom, react-admin and the app's modules are evaluated,
 * not after. This module and its imports must stay free of them (bootPrefetch.ts's imports are).
 */
prefetchFirstScreen(ADMIN_BASENAME);
