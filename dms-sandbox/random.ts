/**
 * Seeded randomness. Every vehicle gets its own generator from (seed, index, purpose), so vehicle i is the same
 * whatever the inventory size and can be generated alone (pages are built lazily).
 */

/** Mixes 32-bit integers into one well-spread 32-bit hash (murmur3-style finaliser per part). */
export function hash32(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    let k = Math.imul(part | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    h ^= Math.imul(k, 0x1b873593);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a, to turn names (feature ids, stock ids) into hash parts. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const hex8 = (n: number) => n.toString(16).padStart(8, '0');

/** 24 hex characters, shaped like the Mongo ids a DMS of this era hands out. */
export function hexId(a: number, b: number, c: number): string {
  return hex8(hash32(a, b, c, 1)) + hex8(hash32(a, b, c, 2)) + hex8(hash32(a, b, c, 3));
}

export class Rng {
  private state: number;

  constructor(...seedParts: number[]) {
    this.state = hash32(...seedParts);
  }

  /** Uniform in [0, 1): a 32-bit counter run through an avalanche mix (fast, no visible patterns at this scale). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('Nothing to pick from');
    return item;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    // Rounding left a sliver of the total: the last item.
    const last = items.at(-1);
    if (!last) throw new RangeError('Nothing to pick from');
    return last[0];
  }

  /** Normal distribution (Box-Muller). */
  normal(mean: number, sd: number): number {
    const u = Math.max(this.next(), 1e-12);
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** k distinct items in their original order (partial Fisher-Yates over the indexes). */
  sample<T>(items: readonly T[], k: number): T[] {
    const idx = Array.from({ length: items.length }, (_, i) => i);
    const n = Math.min(k, items.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (idx.length - i));
      swap(idx, i, j);
    }
    const chosen = new Set(idx.slice(0, n));
    return items.filter((_, i) => chosen.has(i));
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      swap(out, i, j);
    }
    return out;
  }
}

/** Swaps two items of a list in place (both indexes within it). */
function swap<T>(list: T[], i: number, j: number): void {
  const a = list[i];
  const b = list[j];
  if (a === undefined || b === undefined) throw new RangeError(`No item at ${i} or ${j}`);
  list[i] = b;
  list[j] = a;
}
