// @vitest-environment node
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateApiKey } from './main.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

describe('API key of the standalone sandbox', () => {
  it('is generated at first start, kept in the data folder (owner only), and reused', async () => {
    const saved = process.env.DMS_API_KEY;
    delete process.env.DMS_API_KEY;
    try {
      const dir = await mkdtemp(join(tmpdir(), 'dms-key-'));
      dirs.push(dir);
      const key = await loadOrCreateApiKey(join(dir, 'data'));
      expect(key.length).toBeGreaterThanOrEqual(32);
      expect((await readFile(join(dir, 'data', 'dms-api-key'), 'utf8')).trim()).toBe(key);
      expect((await stat(join(dir, 'data', 'dms-api-key'))).mode & 0o777).toBe(0o600);
      expect(await loadOrCreateApiKey(join(dir, 'data'))).toBe(key);
    } finally {
      if (saved !== undefined) process.env.DMS_API_KEY = saved;
    }
  });

  it('comes from DMS_API_KEY when set', async () => {
    const saved = process.env.DMS_API_KEY;
    process.env.DMS_API_KEY = 'from-the-environment';
    try {
      expect(await loadOrCreateApiKey('/nonexistent')).toBe('from-the-environment');
    } finally {
      if (saved === undefined) delete process.env.DMS_API_KEY;
      else process.env.DMS_API_KEY = saved;
    }
  });
});
