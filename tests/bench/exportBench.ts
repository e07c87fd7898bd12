/**
 * Part 3: GET /v1/vehicles/exportInventory?format=csv of the whole inventory: seconds to the last byte and the
 * server's extra RSS (this process, sampled every 50 ms during the download, against the RSS just before). The
 * client runs as its own process (exportClient.ts), as a browser would, and counts rows as bytes arrive.
 * Its floor (exportFloor.ts), timed before and after the export in the same run: the goal is at most 2x it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPORT_COLUMNS } from '../../server/vehicles/exportCsv.ts';
import type { BenchServer } from './benchServer.ts';
import { copyFloor, FLOOR_COPY } from './exportFloor.ts';
import { collectGarbage, report } from './stats.ts';

const CLIENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'exportClient.ts');

export async function benchExport(s: BenchServer, vehicles: number, tag: string): Promise<void> {
  const floorBefore = await copyFloor(s.db);
  collectGarbage();
  await new Promise((r) => setTimeout(r, 200));
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const exportPath = '/v1/vehicles/exportInventory?format=csv';
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLIENT, s.url + exportPath, s.token], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (d: Buffer) => (text += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`export client exited ${code}`))));
  });
  const { seconds, bytes, records, header } = JSON.parse(out) as {
    seconds: number;
    bytes: number;
    records: number;
    header: string;
  };
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const extraMb = (peak - before) / 1e6;
  const rows = records - 1;
  const headerOk = header === EXPORT_COLUMNS.map((c) => (/[",\r\n]/.test(c) ? `"${c}"` : c)).join(',');
  const label = `[${tag}] GET ${exportPath} (${(bytes / 1e6).toFixed(1)} MB)`;
  const floorAfter = await copyFloor(s.db);
  const floor = Math.min(floorBefore.seconds, floorAfter.seconds);
  report({ label: `${label} seconds`, value: `${seconds.toFixed(2)} s` });
  report({
    label: `[${tag}] floor: ${FLOOR_COPY.slice(0, 40)}… (${(floorAfter.bytes / 1e6).toFixed(1)} MB), best of 2`,
    value: `${floor.toFixed(2)} s (${floorBefore.seconds.toFixed(2)}, ${floorAfter.seconds.toFixed(2)})`,
  });
  report({
    label: `${label} / floor`,
    value: `${(seconds / floor).toFixed(2)}x`,
    goal: '<= 2x',
    met: seconds / floor <= 2,
  });
  report({
    label: `${label} extra RSS (peak - before ${(before / 1e6).toFixed(0)} MB)`,
    value: `${extraMb.toFixed(0)} MB`,
    goal: '<= 100 MB',
    met: extraMb <= 100,
  });
  report({
    label: `${label} data rows / header`,
    value: `${rows} rows, header ${headerOk ? 'ok' : 'WRONG'}`,
    goal: `= ${vehicles}, header ok`,
    met: rows === vehicles && headerOk,
  });
}
