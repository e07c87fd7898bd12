// npm run build:server — the API server as plain JavaScript in build/server/ (what `npm start` runs). Without the
// TypeScript compiler in memory an instance holds ~120 MB less (issue 20: no instance past 400 MB under load).
// An output folder may be given (`node scripts/buildServer.mjs build/other`): it must sit two levels below the
// repository root, as server/paths.ts expects. Packages stay in node_modules; the worker threads are entries of their own, sharing chunks with main.mjs.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    feedWorker: 'server/sync/feedWorker.ts',
    exportWorker: 'server/vehicles/exportWorker.ts',
  },
  outdir: process.argv[2] ?? 'build/server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
