import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { DMS_SANDBOX_NO_FAULTS, type DmsFeedPage } from '../contract/dms.ts';
import { Inventory } from './inventory.ts';
import dmsSandbox, { DEFAULT_AS_OF } from './plugin.ts';

/**
 * Generation figures (printed, never asserted): `npx tsx dms-sandbox/bench.ts [sizes...]`.
 * For each size: every vehicle built in-process, then the whole feed read over HTTP (pages of 1000, 4 at a time).
 */

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2);

async function generate(count: number): Promise<void> {
  const inventory = new Inventory({ seed: 1, asOf: DEFAULT_AS_OF }, count, '/dms-sandbox');
  let started = performance.now();
  for (let i = 0; i < count; i++) inventory.core(i);
  const cores = seconds(started);
  started = performance.now();
  for (let i = 0; i < count; i++) inventory.toDms(inventory.core(i), DMS_SANDBOX_NO_FAULTS.mutateSeed);
  console.log(`${count} vehicles: cores ${cores} s, full feed records ${seconds(started)} s`);
}

async function readOverHttp(count: number): Promise<void> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'dms-bench-'));
  const app = Fastify({ logger: false });
  await app.register(dmsSandbox, {
    prefix: '/dms-sandbox',
    apiKey: 'bench-key-123',
    vehicles: count,
    cacheDir,
    keepRecords: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/dms-sandbox`;
  const pages = Math.ceil(count / 1000);
  // Twice: the second read is what a no-op re-sync sees (records of small inventories are kept as text).
  for (const run of ['first read', 'second read']) {
    let bytes = 0;
    let vehicles = 0;
    const started = performance.now();
    for (let first = 1; first <= pages; first += 4) {
      const batch = Array.from({ length: Math.min(4, pages - first + 1) }, (_, i) => first + i);
      await Promise.all(
        batch.map(async (page) => {
          const res = await fetch(`${base}/Inventory/Vehicles?page=${page}&pageSize=1000`, {
            headers: { 'x-api-key': 'bench-key-123' },
          });
          const text = await res.text();
          bytes += text.length;
          vehicles += (JSON.parse(text) as DmsFeedPage).vehicles.length;
        }),
      );
    }
    console.log(
      `${count} vehicles over HTTP, ${run}: ${vehicles} in ${seconds(started)} s, ${(bytes / 1e6).toFixed(1)} MB`,
    );
  }
  await app.close();
  await rm(cacheDir, { recursive: true, force: true });
}

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
for (const count of sizes.length ? sizes : [10_000, 100_000]) {
  await generate(count);
  await readOverHttp(count);
}
