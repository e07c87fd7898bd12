/** Small helpers shared by the benches: percentiles, timing, one printed line per figure, a full garbage collection. */
import v8 from 'node:v8';
import vm from 'node:vm';
import { nth } from '../support/nth.ts';

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return nth(sorted, i);
}

export const median = (values: number[]) => percentile(values, 50);

/** Runs `fn` `times` times one after the other; returns each duration in ms. */
export async function timeEach(times: number, fn: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

export const ms = (v: number) => `${v.toFixed(1)} ms`;

export interface Figure {
  /** What was measured and how (command, parameters). */
  label: string;
  /** The figure as printed. */
  value: string;
  /** Goal as printed, and whether it was met (undefined: no goal). */
  goal?: string;
  met?: boolean;
}

const figures: Figure[] = [];

/** Prints one figure on its own line and keeps it for the closing table. */
export function report(f: Figure): void {
  figures.push(f);
  const verdict = f.goal === undefined ? '' : `   goal ${f.goal}: ${f.met ? 'met' : 'MISSED'}`;
  console.log(`${f.label.padEnd(78)} ${f.value}${verdict}`);
}

export function printSummary(title: string): void {
  console.log(`\n${title}`);
  for (const f of figures)
    if (f.goal !== undefined) console.log(`  ${f.met ? 'met   ' : 'MISSED'} ${f.label}: ${f.value} (goal ${f.goal})`);
}

/**
 * A full garbage collection of this process's heap (V8's gc(), reached without --expose-gc): a figure measured
 * right after the fill otherwise pays for sweeping what the fill left behind.
 */
export function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}
