import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { killAll, runServer } from './helpers/process.ts';

const run = runServer;

let dataDir: string;
let first: ReturnType<typeof run>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proc-test-'));
  first = run({ DATA_DIR: dataDir, PORT: '0' });
  await first.waitFor('Admin console:');
});

afterAll(() => {
  killAll();
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
