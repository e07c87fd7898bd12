/**
 * Where a process's resident memory is (Linux, /proc/<pid>/smaps), issue 26: PGlite's WebAssembly memory (the one
 * anonymous mapping of 100 MiB or more: its current size, it grows and never shrinks), glibc's malloc (its main
 * heap and its 64 MiB-aligned arenas: native memory, threads' included), files (the node binary's code, ICU), and
 * the rest: V8's heaps (the main thread's and the worker threads'), thread stacks and other anonymous memory.
 */
import fs from 'node:fs';

export interface RssParts {
  wasm: number;
  malloc: number;
  files: number;
  v8AndOther: number;
}

const MAPPING = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/;
const ARENA_ALIGN = 64 * 2 ** 20;

/** The process's RSS by part, in MB; null when smaps cannot be read. */
export function rssParts(pid: number | undefined): RssParts | null {
  if (!pid) return null;
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return null;
  }
  const parts: RssParts = { wasm: 0, malloc: 0, files: 0, v8AndOther: 0 };
  let part: keyof RssParts = 'v8AndOther';
  for (const line of text.split('\n')) {
    const m = MAPPING.exec(line);
    if (m) {
      const start = parseInt(m[1] ?? '0', 16);
      const size = parseInt(m[2] ?? '0', 16) - start;
      const name = m[3] ?? '';
      if (name === '[heap]') part = 'malloc';
      else if (name.startsWith('/')) part = 'files';
      else if (name) part = 'v8AndOther';
      else if (size >= 100 * 2 ** 20) part = 'wasm';
      else if (start % ARENA_ALIGN === 0 && size <= ARENA_ALIGN) part = 'malloc';
      else part = 'v8AndOther';
    } else if (line.startsWith('Rss:')) parts[part] += Number(line.split(/\s+/)[1]) / 1024;
  }
  return parts;
}

export const formatParts = (p: RssParts | null): string =>
  p
    ? `WebAssembly ${Math.round(p.wasm)}, malloc ${Math.round(p.malloc)}, V8 heaps and other ${Math.round(p.v8AndOther)}, files ${Math.round(p.files)} MB`
    : 'no smaps';
