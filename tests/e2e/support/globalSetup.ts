import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

async function checkBrowser() {
  try {
    const b = await chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined), args: ['--no-sandbox'] });
    await b.close();
  } catch (err) {
    throw new Error(
      'No Chromium to run the end-to-end tests. Install Debian\'s: "apt-get install -y chromium" (gives /usr/bin/chromium), ' +
        'or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to a Chromium binary.\n' + String(err),
    );
  }
}

/**
 * Starts the product as `npm start` does (after `npm run build`): one process, a temporary data folder,
 * embedded PGlite and the sandbox DMS. Its console output is kept so tests can read the first-start link.
 */
export default async function globalSetup() {
  await checkBrowser();
  if (!fs.existsSync('dist/index.html')) throw new Error('The console is not built: run "npm run build" first (npm run test:e2e does).');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const port = await freePort();
  const outFile = path.join(dataDir, 'server-output.log');
  const out = fs.openSync(outFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', out, out],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${fs.readFileSync(outFile, 'utf8')}`);
    try {
      const res = await fetch(`${baseUrl}/v1/health`);
      if (res.ok && fs.readFileSync(outFile, 'utf8').includes('/admin/login?token=')) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`The server did not start in time:\n${fs.readFileSync(outFile, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_SERVER_OUTPUT = outFile;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
