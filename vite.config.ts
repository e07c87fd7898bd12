import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { contentManifestPlugin } from './scripts/viteContentManifest.ts';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  base: '/admin/',
  plugins: [react(), contentManifestPlugin()],
  resolve: {
    alias: [
      { find: /^object\.entries$/, replacement: new URL('./src/shims/objectEntries.cjs', import.meta.url).pathname },
    ],
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      output: {
        // The light part of the content contract is read at start; left to itself the bundler put it in one chunk
        // with the five declarations, which then loaded with the console instead of with the first content screen.
        codeSplitting: { groups: [{ name: 'content-names', test: /contract\/content\/names\.ts$/, priority: 10 }] },
      },
    },
  },
  server: {
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: false },
      '/dms': { target: apiTarget },
      '/dms-sandbox': { target: apiTarget },
      '/media': { target: apiTarget },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'contract/**/*.test.ts',
            'dms-sandbox/**/*.test.ts',
          ],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Rendering sandbox pictures and the first react-admin render are slow on 2 busy cores.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One PGlite per file is heavy on 2 cores; files run one after the other.
          fileParallelism: false,
        },
      },
      {
        test: {
          // The security checklist as tests, and the property-based fuzzing of every write route (issue 20).
          name: 'security',
          include: ['tests/security/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
