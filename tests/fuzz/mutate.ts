import fc from 'fast-check';
import { NASTY_KEYS, nastyValue } from './nastyValues.ts';
import { nth } from '../support/nth.ts';

type Path = (string | number)[];
type Container = Record<string, unknown> | unknown[];

const isContainer = (v: unknown): v is Container => typeof v === 'object' && v !== null;

/** Every place in a JSON value, the root included, with the value found there. */
function placesIn(value: unknown, path: Path = [], out: { path: Path; value: unknown }[] = []) {
  out.push({ path, value });
  if (isContainer(value)) {
    for (const [k, v] of Object.entries(value)) placesIn(v, [...path, Array.isArray(value) ? Number(k) : k], out);
  }
  return out;
}

/** Sets a key as an own, enumerable property: `obj.__proto__ = x` would change the prototype and never reach JSON. */
const defineKey = (obj: Container, key: string | number, v: unknown) =>
  Object.defineProperty(obj, key, { value: v, enumerable: true, writable: true, configurable: true });

/** A copy of `root` with `change` applied to the container at `path` (structuredClone keeps `__proto__` own keys). */
function edit(root: unknown, path: Path, change: (parent: Container, key: string | number) => void): unknown {
  if (path.length === 0) return root;
  const copy = structuredClone(root) as Container;
  let parent: Container = copy;
  for (const k of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[k] as Container;
  change(parent, nth(path, path.length - 1));
  return copy;
}

export interface Mutated {
  value: unknown;
  /** What was done, for the failure report. */
  how: string;
}

const describePath = (path: Path) => (path.length ? path.join('.') : '(root)');

/**
 * The valid value as it is, or changed once: a value swapped for one of the wrong type or size, a key dropped,
 * a hostile key added (`__proto__`, `constructor`, `role`, ...). The place is picked among all of the value's places.
 */
export function mutationsOf(valid: unknown): fc.Arbitrary<Mutated> {
  const places = placesIn(valid);
  const objects = places.filter((p) => isContainer(p.value) && !Array.isArray(p.value));
  const keyed = places.filter((p) => p.path.length > 0 && typeof p.path[p.path.length - 1] === 'string');
  const place = fc.nat({ max: places.length - 1 }).map((i) => nth(places, i));
  const options: fc.MaybeWeightedArbitrary<Mutated>[] = [
    { weight: 2, arbitrary: fc.constant({ value: valid, how: 'valid as generated' }) },
    {
      weight: 5,
      arbitrary: fc.tuple(place, nastyValue).map(([p, v]) => ({
        value: p.path.length === 0 ? v : edit(valid, p.path, (parent, k) => defineKey(parent, k, v)),
        how: `${describePath(p.path)} replaced by ${preview(v)}`,
      })),
    },
  ];
  if (objects.length) {
    const key = fc.oneof(fc.constantFrom(...NASTY_KEYS), fc.string({ maxLength: 12 }));
    options.push({
      weight: 3,
      arbitrary: fc
        .tuple(fc.nat({ max: objects.length - 1 }), key, fc.oneof(nastyValue, fc.constant({ polluted: true })))
        .map(([i, k, v]) => {
          const target = nth(objects, i);
          const value = structuredClone(valid);
          let obj = value as Record<string, unknown>;
          for (const step of target.path) obj = obj[step] as Record<string, unknown>;
          defineKey(obj, k, v);
          return { value, how: `extra key ${JSON.stringify(k)} at ${describePath(target.path)} = ${preview(v)}` };
        }),
    });
  }
  if (keyed.length) {
    options.push({
      weight: 2,
      arbitrary: fc.nat({ max: keyed.length - 1 }).map((i) => ({
        value: edit(valid, nth(keyed, i).path, (parent, k) => delete (parent as Record<string, unknown>)[k]),
        how: `key ${describePath(nth(keyed, i).path)} missing`,
      })),
    });
  }
  return fc.oneof(...options);
}

/** A short description of a value for failure reports (huge values are not printed whole). */
export function preview(v: unknown): string {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 80 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
}
