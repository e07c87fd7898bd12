// npm run build:server (part of npm run build) — the API server and the operator commands as plain JavaScript in
// build/server/: what `npm start`, `npm run backup` and `npm run restore` run, with the dependencies only (no tsx,
// no esbuild). Without the TypeScript compiler in memory an instance holds ~120 MB less (issue 20: no instance past
// 400 MB under load). An output folder may be given (`node scripts/buildServer.mjs build/other`): it must sit two
// levels below the repository root, as server/paths.ts expects. Packages stay in node_modules; the worker threads
// and the commands are entries of their own, sharing chunks with main.mjs.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    feedWorker: 'server/sync/feedWorker.ts',
    exportWorker: 'server/vehicles/exportWorker.ts',
    backupCli: 'server/ops/backupCli.ts',
    restoreCli: 'server/ops/restoreCli.ts',
  },
  outdir: process.argv[2] ?? 'build/server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
