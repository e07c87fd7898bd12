import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

// These start the real entry point (as `npm start` does after building), each with its own data folder.
const started: ChildProcess[] = [];

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = async (text: string, ms = 60_000) => {
    const end = Date.now() + ms;
    while (!output.includes(text)) {
      if (child.exitCode !== null || Date.now() > end) throw new Error(`"${text}" not seen; output:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

let dataDir: string;
let first: ReturnType<typeof run>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proc-test-'));
  first = run({ DATA_DIR: dataDir, PORT: '0' });
  await first.waitFor('Admin console:');
});

afterAll(() => {
  for (const c of started) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('prints a first-start link containing /admin/login?token= on its console output', () => {
  expect(first.output()).toMatch(/\/admin\/login\?token=[A-Za-z0-9_-]{40,}/);
  expect(fs.readdirSync(path.join(dataDir, 'outbox')).some((f) => f.endsWith('.eml'))).toBe(true);
});

it('refuses a second process on the same data folder with a clear message', async () => {
  const second = run({ DATA_DIR: dataDir, PORT: '0' });
  expect(await second.exited).toBe(2);
  expect(second.output()).toMatch(/data folder .* is in use by another process/);
});

it('reports each bad configuration value by name and does not start', async () => {
  const bad = run({ DATA_DIR: dataDir, PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'nobody' });
  expect(await bad.exited).toBe(2);
  const out = bad.output();
  expect(out).toContain('Invalid configuration');
  expect(out).toMatch(/PORT: .*"eighty"/);
  expect(out).toMatch(/DATABASE_URL: must start with postgres:\/\//);
  expect(out).toMatch(/ADMIN_EMAIL: must be an email address/);
});

it('shuts down cleanly on SIGTERM and releases the data folder', async () => {
  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);
  // The folder is free again: a new process starts on it and keeps the same data (a new link, same admin).
  const again = run({ DATA_DIR: dataDir, PORT: '0' });
  await again.waitFor('Admin console:');
  expect(again.output()).toContain('admin@example.com');
  again.child.kill('SIGTERM');
  expect(await again.exited).toBe(0);
});
