// Before `npm start` (and `npm run backup` / `restore`, with --server): builds only if nothing is built, so a
// production install (`npm ci --omit=dev`, no vite or esbuild) serves what `npm run build` made, and a newcomer's
// `npm install && npm start` builds once. A build older than the sources is served as it is, with a warning.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const serverOnly = process.argv.includes('--server');
const outputs = serverOnly ? ['build/server/main.mjs'] : ['build/server/main.mjs', 'dist/index.html'];
const missing = outputs.filter((f) => !fs.existsSync(f));

if (missing.length > 0) {
  if (!fs.existsSync('node_modules/vite') || !fs.existsSync('node_modules/esbuild')) {
    process.stderr.write(
      `Nothing is built (${missing.join(', ')} missing) and the build tools are not installed (npm ci --omit=dev).\n` +
        'Run `npm run build` on a full install (npm ci), then prune: the built files are what production serves.\n',
    );
    process.exit(1);
  }
  const script = serverOnly ? 'build:server' : 'build';
  process.stdout.write(`Nothing is built yet: npm run ${script}\n`);
  const run = spawnSync('npm', ['run', script], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

/** The newest modification time under `dir`, in ms (0 when it does not exist). */
function newest(dir) {
  if (!fs.existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

const builtAt = Math.min(...outputs.map((f) => fs.statSync(f).mtimeMs));
const sources = serverOnly ? ['server', 'contract', 'dms-sandbox'] : ['server', 'contract', 'dms-sandbox', 'src'];
const changed = sources.filter((dir) => newest(dir) > builtAt);
if (changed.length > 0) {
  process.stderr.write(
    `Warning: ${changed.join(', ')} changed after the last build; serving the older build. Run \`npm run build\` to include the changes.\n`,
  );
}
