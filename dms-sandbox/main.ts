import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import dmsSandbox, { DEFAULT_AS_OF } from './plugin.ts';

/**
 * The sandbox DMS on its own port, mounted at the root like a real DMS host:
 *   npx tsx dms-sandbox/main.ts
 * Env: DMS_SANDBOX_PORT (4010), DMS_SANDBOX_HOST (127.0.0.1), DMS_SANDBOX_VEHICLES (300), DMS_SANDBOX_SEED (1),
 * DMS_SANDBOX_AS_OF (YYYY-MM-DD or "today"), DMS_SANDBOX_PUBLIC_URL, DMS_API_KEY, DATA_DIR (./data).
 */

/** The key from the environment, else the one kept in the data folder, else a new one written there (0600). */
export async function loadOrCreateApiKey(dataDir: string): Promise<string> {
  if (process.env.DMS_API_KEY) return process.env.DMS_API_KEY;
  const file = join(dataDir, 'dms-api-key');
  try {
    const key = (await readFile(file, 'utf8')).trim();
    if (key) return key;
  } catch {
    // First start: no key yet.
  }
  const key = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${key}\n`, { mode: 0o600, flag: 'wx' }).catch(async () => {
    // Another process wrote it first: use that one, so both agree.
  });
  return (await readFile(file, 'utf8')).trim();
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return n;
}

async function main(): Promise<void> {
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const port = intFromEnv('DMS_SANDBOX_PORT', 4010);
  const host = process.env.DMS_SANDBOX_HOST ?? '127.0.0.1';
  const asOfEnv = process.env.DMS_SANDBOX_AS_OF;
  const asOf = asOfEnv === 'today' ? new Date().toISOString().slice(0, 10) : asOfEnv || DEFAULT_AS_OF;
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  await app.register(dmsSandbox, {
    apiKey: await loadOrCreateApiKey(dataDir),
    vehicles: intFromEnv('DMS_SANDBOX_VEHICLES', 300),
    seed: intFromEnv('DMS_SANDBOX_SEED', 1),
    asOf,
    cacheDir: join(dataDir, 'dms-sandbox-cache'),
    keepRecords: true,
    publicBaseUrl: process.env.DMS_SANDBOX_PUBLIC_URL ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ port, host });
  app.log.info(`sandbox DMS ready; API key in ${join(dataDir, 'dms-api-key')} unless DMS_API_KEY is set`);
}

// Run only when started directly, so tests and the server can import loadOrCreateApiKey.
if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('dms-sandbox/main.ts')) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
