/**
 * Part 3: GET /v1/vehicles/exportInventory?format=csv of the whole inventory, twice: the first export after start
 * (it starts the formatting thread) and the next. Each: seconds to the last byte and the server's extra RSS (this
 * process, sampled every 50 ms during the download, against the RSS just before). The client runs as its own
 * process (exportClient.ts), as a browser would, and counts rows as bytes arrive.
 * Its floor (exportFloor.ts) is timed before and after the exports in the same run; the goal is at most 2x it,
 * both taken as the best of their two runs.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPORT_COLUMNS } from '../../server/vehicles/exportCsv.ts';
import type { BenchServer } from './benchServer.ts';
import { copyFloor, FLOOR_COPY } from './exportFloor.ts';
import { collectGarbage, report } from './stats.ts';

const CLIENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'exportClient.ts');
const EXPORT_PATH = '/v1/vehicles/exportInventory?format=csv';

interface ExportRun {
  seconds: number;
  bytes: number;
  rows: number;
  header: string;
  extraMb: number;
  beforeMb: number;
}

async function exportOnce(s: BenchServer): Promise<ExportRun> {
  collectGarbage();
  await new Promise((r) => setTimeout(r, 200));
  // rss() alone: the whole memoryUsage() also walks V8's heap, every 50 ms of the export.
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  try {
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', CLIENT, s.url + EXPORT_PATH, s.token], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let text = '';
      child.stdout.on('data', (d: Buffer) => (text += d.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`export client exited ${code}`))));
    });
    const r = JSON.parse(out) as { seconds: number; bytes: number; records: number; header: string };
    peak = Math.max(peak, process.memoryUsage.rss());
    return { ...r, rows: r.records - 1, extraMb: (peak - before) / 1e6, beforeMb: before / 1e6 };
  } finally {
    clearInterval(sampler);
  }
}

export async function benchExport(s: BenchServer, vehicles: number, tag: string): Promise<void> {
  const floorBefore = await copyFloor(s.db);
  const first = await exportOnce(s);
  const next = await exportOnce(s);
  const floorAfter = await copyFloor(s.db);
  const floor = Math.min(floorBefore.seconds, floorAfter.seconds);
  const best = Math.min(first.seconds, next.seconds);
  const label = `[${tag}] GET ${EXPORT_PATH} (${(first.bytes / 1e6).toFixed(1)} MB)`;
  report({
    label: `${label} seconds, first after start / next`,
    value: `${first.seconds.toFixed(2)} s / ${next.seconds.toFixed(2)} s`,
  });
  report({
    label: `[${tag}] floor: ${FLOOR_COPY.slice(0, 40)}… (${(floorAfter.bytes / 1e6).toFixed(1)} MB), best of 2`,
    value: `${floor.toFixed(2)} s (${floorBefore.seconds.toFixed(2)}, ${floorAfter.seconds.toFixed(2)})`,
  });
  report({
    label: `${label} best of 2 / floor (first after start ${(first.seconds / floor).toFixed(2)}x)`,
    value: `${(best / floor).toFixed(2)}x`,
    goal: '<= 2x',
    met: best / floor <= 2,
  });
  for (const [name, run] of [
    ['first', first],
    ['next', next],
  ] as const) {
    report({
      label: `${label} ${name}: extra RSS (peak - before ${run.beforeMb.toFixed(0)} MB)`,
      value: `${run.extraMb.toFixed(0)} MB`,
      goal: '<= 100 MB',
      met: run.extraMb <= 100,
    });
  }
  const headerOk = (run: ExportRun) =>
    run.header === EXPORT_COLUMNS.map((c) => (/[",\r\n]/.test(c) ? `"${c}"` : c)).join(',');
  report({
    label: `${label} data rows / header (both exports)`,
    value: `${first.rows} and ${next.rows} rows, header ${headerOk(first) && headerOk(next) ? 'ok' : 'WRONG'}`,
    goal: `= ${vehicles}, header ok`,
    met: first.rows === vehicles && next.rows === vehicles && headerOk(first) && headerOk(next),
  });
}
