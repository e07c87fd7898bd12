import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { firstLinkInText, lastLinkIn } from '../../support/outbox.ts';

/** A running product: its address, its data folder and what a test reads from it. */
export interface Product {
  baseUrl: string;
  dataDir: string;
  /** The server's console output (the first-start link is printed there). */
  outputFile: string;
  firstStartLink(): string;
  lastMailedLink(email: string): string;
  stop(): Promise<void>;
}

/** What a test reads from a product: the first-start link on its console output, the links in its outbox. */
export function productLinks(outputFile: string, dataDir: string): Pick<Product, 'firstStartLink' | 'lastMailedLink'> {
  return {
    firstStartLink() {
      const link = firstLinkInText(fs.readFileSync(outputFile, 'utf8'));
      if (!link) throw new Error('no first-start link in the server output');
      return link;
    },
    lastMailedLink: (email) => lastLinkIn(path.join(dataDir, 'outbox'), email),
  };
}

/** The public website's server-to-server key the product under test takes (referral intake, issue 18). */
export const E2E_PUBLIC_SITE_KEY = 'e2e-public-site-key-0123456789abcdef';

const SERVER_BUNDLE = 'build/server/main.mjs';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/**
 * Starts the product as `npm start` does (after `npm run build` and `npm run build:server`): the server's bundle in one process, a new temporary data folder, embedded
 * PGlite and the sandbox DMS; resolves once it answers and has printed its first-start link.
 */
export async function startProduct(): Promise<Product> {
  if (!fs.existsSync('dist/index.html'))
    throw new Error('The console is not built: run "npm run build" first (npm run test:e2e does).');
  if (!fs.existsSync(SERVER_BUNDLE))
    throw new Error('The server is not built: run "npm run build:server" first (npm run test:e2e does).');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const port = await freePort();
  const outputFile = path.join(dataDir, 'server-output.log');
  const out = fs.openSync(outputFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_SITE_KEY: E2E_PUBLIC_SITE_KEY,
    },
    stdio: ['ignore', out, out],
  });
  const output = () => fs.readFileSync(outputFile, 'utf8');
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/v1/health`);
      if (res.ok && output().includes('/admin/login?token=')) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`The server did not start in time:\n${output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    outputFile,
    ...productLinks(outputFile, dataDir),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.closeSync(out);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
