/**
 * Parts 4 and 5: the console's initial JS (gzip) and navigation → rows visible on /admin/cars-list in headless
 * Chromium, the product server serving the built console.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import type { BenchServer } from './benchServer.ts';
import { median, report } from './stats.ts';
import { nth } from '../support/nth.ts';

/**
 * `npx vite build --outDir <dir>`: the project's build into a folder of this run, so a concurrent
 * `npm run build` (end-to-end tests) and this bench never overwrite each other's dist/.
 */
export function buildConsole(outDir: string): void {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}

/** Entry script and modulepreload links of index.html, gzip-sized with node:zlib (default level). */
export function benchInitialJs(distDir: string, tag: string): void {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const srcs = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => nth(m, 1)),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => nth(m, 1)),
  ];
  let raw = 0;
  let gz = 0;
  const parts: string[] = [];
  for (const src of srcs) {
    const file = path.join(distDir, src.replace(/^\/admin\//, ''));
    const bytes = fs.readFileSync(file);
    const g = zlib.gzipSync(bytes).length;
    raw += bytes.length;
    gz += g;
    parts.push(`${path.basename(file)} ${(g / 1000).toFixed(1)}`);
  }
  report({
    label: `[${tag}] initial JS: ${srcs.length} files (${parts.join(', ')} kB gz), raw ${(raw / 1000).toFixed(1)} kB; gzip`,
    value: `${(gz / 1000).toFixed(1)} kB`,
    goal: '<= 330 kB',
    met: gz <= 330_000,
  });
}

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const ROWS = 20;

/** Resolves once ROWS data rows are in the table and laid out (non-zero height), checked every frame. */
const rowsLaidOut = (n: number) => {
  const rows = document.querySelectorAll('tbody tr.RaDataTable-row');
  // Runs in the page: nth() is not there.
  return rows.length >= n && (rows[n - 1]?.getBoundingClientRect().height ?? 0) > 0;
};

/** How long the page sits after its rows before the warm reload: its own start-up work (effects, pictures) is over. */
const SETTLE_MS = 1_000;

/**
 * Cold: a new context (empty HTTP and code caches) opening the list. Warm: a reload of it, assets cached, once the
 * page has sat for SETTLE_MS, as a user's reload comes. A reload started the moment the rows appear first waits for
 * the page being left to finish starting up (react-admin registers its resources and renders again after its first
 * commit): that figure is printed too, from a context of its own, so that both reloads are the page's second load.
 */
export async function benchNavigation(s: BenchServer, runs: number, tag: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium',
    args: ARGS,
    headless: true,
  });
  const url = `${s.url}/admin/cars-list`;
  const cold: number[] = [];
  const warm: number[] = [];
  const backToBack: number[] = [];
  /** Cold load, then a reload after `settle` ms: both durations to the rows laid out. */
  const coldThenWarm = async (settle: number): Promise<[number, number]> => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await context.addInitScript(
        (token: string) => window.localStorage.setItem('admin-console.token', token),
        s.token,
      );
      const page = await context.newPage();
      const c = await timedLoad(page, () => page.goto(url, { waitUntil: 'commit' }));
      if (settle > 0) await page.waitForTimeout(settle);
      return [c, await timedLoad(page, () => page.reload({ waitUntil: 'commit' }))];
    } finally {
      await context.close();
    }
  };
  try {
    // One untimed round so the server's first-request costs (static files, plans) are not in the first figures.
    for (let i = 0; i <= runs; i++) {
      const [c1, w] = await coldThenWarm(SETTLE_MS);
      const [c2, b] = await coldThenWarm(0);
      if (i === 0) continue;
      cold.push(c1, c2);
      warm.push(w);
      backToBack.push(b);
    }
  } finally {
    await browser.close();
  }
  const list = (v: number[]) => v.map((x) => Math.round(x)).join(', ');
  const label = `[${tag}] Chromium goto ${new URL(url).pathname} → ${ROWS} rows laid out, median of`;
  const c = median(cold);
  const w = median(warm);
  report({
    label: `${label} ${cold.length}, cold (new context; ${list(cold)} ms)`,
    value: `${(c / 1000).toFixed(2)} s`,
    goal: '<= 1.0 s',
    met: c <= 1000,
  });
  report({
    label: `${label} ${runs}, warm (reload ${SETTLE_MS / 1000} s after the rows; ${list(warm)} ms)`,
    value: `${(w / 1000).toFixed(2)} s`,
    goal: '<= 0.4 s',
    met: w <= 400,
  });
  report({
    label: `${label} ${runs}, warm reload the moment the rows appear (${list(backToBack)} ms)`,
    value: `${(median(backToBack) / 1000).toFixed(2)} s`,
  });
}

async function timedLoad(page: Page, load: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await load();
  await page.waitForFunction(rowsLaidOut, ROWS, { polling: 'raf', timeout: 30_000 });
  return performance.now() - t0;
}
