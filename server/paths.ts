import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Where the server's files are, whether it runs from its TypeScript sources (tsx: tests, `npm run dev`) or from the
 * bundle `npm run build:server` writes to build/server/ (`npm start`, the load bench). The bundle is plain
 * JavaScript: no compiler in memory (~120 MB less per instance, issue 20's 400 MB).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const runsFromSources = import.meta.url.endsWith('.ts');

/** The repository root (dist/ of the console, server/ of the migrations). */
export const rootDir = runsFromSources ? path.resolve(here, '..') : path.resolve(here, '..', '..');
export const migrationsFolder = path.join(rootDir, 'server', 'db', 'migrations');

/** A worker thread's module, `name` being its path under server/ without extension (`sync/feedWorker`). */
export function workerModule(name: string): { url: URL; viaTsx: boolean } {
  if (runsFromSources) return { url: pathToFileURL(path.join(here, `${name}.ts`)), viaTsx: true };
  return { url: pathToFileURL(path.join(here, `${path.basename(name)}.mjs`)), viaTsx: false };
}
