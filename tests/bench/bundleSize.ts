/**
 * The console's bundle (issue 19): initial JS gzip (goal ≤ 330 kB) and the blog's rich-text editor chunk, which
 * loads only when a post's form opens: its own gzip size and that of the chunks only it pulls in (TipTap,
 * ProseMirror). Builds the console into a temporary folder, or reads BENCH_DIST (an existing `vite build` output).
 * Prints, asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { benchInitialJs, buildConsole } from './consoleBench.ts';
import { report } from './stats.ts';

const RICH_TEXT_CHUNK = /^BlogBodyInput-[\w-]+\.js$/;

const gzipOf = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length;
/** The chunks a chunk imports statically (`import"./x.js"`, `from"./x.js"`). */
const importsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]);

function richTextChunk(distDir: string) {
  const assets = path.join(distDir, 'assets');
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="[^"]*\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));
  const name = fs.readdirSync(assets).find((f) => RICH_TEXT_CHUNK.test(f));
  if (!name) throw new Error(`no BlogBodyInput chunk in ${assets}`);
  // The chunks loading the editor adds: its static imports that the first load does not have already.
  const extra = new Set<string>();
  const queue = importsOf(path.join(assets, name));
  while (queue.length) {
    const next = queue.pop()!;
    if (initial.has(next) || extra.has(next) || next === name) continue;
    extra.add(next);
    queue.push(...importsOf(path.join(assets, next)));
  }
  const own = gzipOf(path.join(assets, name));
  const shared = [...extra].reduce((sum, f) => sum + gzipOf(path.join(assets, f)), 0);
  report({ label: `rich-text editor chunk ${name} (lazy), gzip`, value: `${(own / 1000).toFixed(1)} kB` });
  report({
    label: `  + chunks it loads beyond the first load (${extra.size}: ${[...extra].join(', ') || 'none'}), gzip`,
    value: `${(shared / 1000).toFixed(1)} kB`,
  });
}

const given = process.env.BENCH_DIST;
const distDir = given ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-bench-'));
try {
  if (!given) buildConsole(distDir);
  benchInitialJs(distDir, 'console');
  richTextChunk(distDir);
} finally {
  if (!given) fs.rmSync(distDir, { recursive: true, force: true });
}
