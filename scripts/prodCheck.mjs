// npm run prod:check (CI) — the production path on a copy of the checkout: a clean `npm ci`, `npm run build`,
// `npm prune --omit=dev`, then `npm start` on a new data folder: health, readiness, the console, the first admin's
// sign-in (first-start link → password → token), one content read, and `npm run backup` while it runs.
// The checkout itself keeps its dev dependencies. Exits non-zero, saying which step failed.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'prod-check-'));
const app = path.join(work, 'app');
const dataDir = path.join(work, 'data');
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  DMS_SANDBOX_VEHICLES: '40',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;

const started = Date.now();
const step = (text) => process.stdout.write(`-- ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s ${text}\n`);
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: app, stdio: 'inherit', env, ...opts });

let server;
/** SIGTERM to npm start, as a process manager sends it; the whole process group if it has not ended in 20 s. */
async function stop() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const ended = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 20_000))]);
  if (ended) return;
  try {
    process.kill(-server.pid, 'SIGKILL'); // its own process group (detached): npm and the server under it
  } catch {
    /* already gone */
  }
  throw new Error('npm start did not end within 20 s of SIGTERM');
}

async function expectOk(what, res) {
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

try {
  step(`copy of the checkout in ${app} (tracked and new files, not node_modules or builds)`);
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter((f) => f && fs.existsSync(path.join(root, f)));
  for (const f of files) fs.cpSync(path.join(root, f), path.join(app, f), { recursive: true });

  step('npm ci (a clean install, with allowScripts as declared)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  step('npm run build');
  run('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  step('npm prune --omit=dev');
  run('npm', ['prune', '--omit=dev', '--no-audit', '--no-fund']);
  const devLeft = ['vite', 'esbuild', 'tsx', 'vitest', 'typescript'].filter((p) =>
    fs.existsSync(path.join(app, 'node_modules', p)),
  );
  if (devLeft.length) throw new Error(`dev dependencies still installed after the prune: ${devLeft.join(', ')}`);

  step('npm start (production dependencies only)');
  server = spawn('npm', ['start'], { cwd: app, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  const end = Date.now() + 90_000;
  while (!/Admin console: (http:\/\/\S+)\/admin/.test(output)) {
    if (server.exitCode !== null || Date.now() > end)
      throw new Error(`the server did not start; its output:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  if (/Nothing is built/.test(output))
    throw new Error(`npm start built again instead of serving the build:\n${output}`);
  const url = /Admin console: (http:\/\/\S+)\/admin/.exec(output)[1];
  step(`serving at ${url}`);

  await expectOk('GET /v1/health', await fetch(`${url}/v1/health`));
  await expectOk('GET /v1/ready', await fetch(`${url}/v1/ready`));
  const page = await (await expectOk('GET /admin/', await fetch(`${url}/admin/`))).text();
  if (!page.includes('<div id="root"></div>')) throw new Error('GET /admin/ did not answer the console page');
  const openapi = await (await expectOk('GET /v1/openapi.json', await fetch(`${url}/v1/openapi.json`))).json();
  const { version } = JSON.parse(fs.readFileSync(path.join(app, 'package.json'), 'utf8'));
  if (openapi.info.version !== version)
    throw new Error(`OpenAPI says version ${openapi.info.version}, package.json ${version}`);

  step('sign-in of the first admin through the first-start link');
  const link = /(https?:\/\/\S+\/admin\/login\?token=[A-Za-z0-9_-]+)/.exec(output)?.[1];
  if (!link) throw new Error(`no first-start link in the output:\n${output}`);
  const password = 'a long passphrase for the production path check';
  const json = { 'content-type': 'application/json' };
  await expectOk(
    'POST /v1/users/set-password',
    await fetch(`${url}/v1/users/set-password`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${new URL(link).searchParams.get('token')}` },
      body: JSON.stringify({ password }),
    }),
  );
  const login = await expectOk(
    'POST /v1/auth/login',
    await fetch(`${url}/v1/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'admin@example.com', password }),
    }),
  );
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };

  step('content read');
  const promo = await (await expectOk('GET /v1/promo', await fetch(`${url}/v1/promo`, { headers: auth }))).json();
  if (!Array.isArray(promo)) throw new Error(`GET /v1/promo answered ${JSON.stringify(promo)}`);
  await expectOk('GET /v1/vehicles', await fetch(`${url}/v1/vehicles?page=0&pageSize=20`, { headers: auth }));

  step('npm run backup while the server runs');
  const archive = path.join(work, 'backup.tar.gz');
  run('npm', ['run', 'backup', '--', archive]);
  if (!(fs.statSync(archive).size > 0)) throw new Error('the backup archive is empty');

  step('SIGTERM: the server stops');
  await stop();
  step('Production path check passed');
} catch (err) {
  await stop().catch(() => undefined);
  process.stderr.write(`Production path check FAILED: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
} finally {
  fs.rmSync(work, { recursive: true, force: true });
  step('copy removed');
}
