import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { DMS_API_KEY_HEADER } from '../contract/dms.ts';
import dmsSandbox, { type DmsSandboxOptions } from './plugin.ts';

/** Test helper: the sandbox mounted at /dms-sandbox as the product server mounts it, on a real port. */

export const TEST_KEY = 'test-key-0123456789';
export const PREFIX = '/dms-sandbox';

export interface RunningSandbox {
  /** http://127.0.0.1:port/dms-sandbox */
  base: string;
  cacheDir: string;
  /** fetch with the API key. */
  call(path: string, init?: RequestInit): Promise<Response>;
  /** fetch with the API key; fails the test unless the answer is 200, returns the JSON. */
  json<T>(path: string, init?: RequestInit): Promise<T>;
  post(path: string, body: unknown): Promise<Response>;
  close(): Promise<void>;
}

export async function startSandbox(options: Partial<DmsSandboxOptions> = {}): Promise<RunningSandbox> {
  const cacheDir = options.cacheDir ?? (await mkdtemp(join(tmpdir(), 'dms-sandbox-test-')));
  // Close does not wait for a test that left a response body unread.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(dmsSandbox, { prefix: PREFIX, apiKey: TEST_KEY, vehicles: 60, seed: 7, ...options, cacheDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${PREFIX}`;
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { [DMS_API_KEY_HEADER]: TEST_KEY, ...init.headers } });
  return {
    base,
    cacheDir,
    call,
    async json<T>(path: string, init?: RequestInit): Promise<T> {
      const res = await call(path, init);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as T;
    },
    post: (path, body) =>
      call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    async close() {
      await app.close();
      if (!options.cacheDir) await rm(cacheDir, { recursive: true, force: true });
    },
  };
}
