import type { CollectionDeclaration, ImageField } from './define.ts';

/**
 * Images inside arrays (a carousel card's sub-categories each have a logo). A declaration's `images` key names a
 * top-level field ('img') or a field of each item of an array field ('subCategories[].logoImage'); a document's
 * concrete path replaces each `[]` by the item's index ('subCategories.0.logoImage'), which is also the form's
 * input source and the key of a 400's field error. Every image check (upload here, ratio, alt, where-used, srcset)
 * walks the images through these functions, so an image in an array is checked exactly like a top-level one.
 */
export interface ImageAt {
  /** The declared key ('subCategories[].logoImage'). */
  key: string;
  /** The concrete path in the document ('subCategories.0.logoImage'). */
  path: string;
  field: ImageField;
  /** The stored value (an image value, null or anything a client sent). */
  value: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** 'subCategories.3.logoImage' → 'subCategories[].logoImage'. */
export const imageKeyOf = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '[]');

/** The declared image field of a key or a concrete path, if any. */
export const imageFieldAt = (c: CollectionDeclaration, keyOrPath: string): ImageField | undefined =>
  (c.images as Partial<Record<string, ImageField>>)[imageKeyOf(keyOrPath)];

/** Every place of `data` where `key` says an image lives, with its concrete path. */
function walk(data: unknown, segments: string[], prefix: string, out: { path: string; value: unknown }[]) {
  if (!isRecord(data)) return;
  const [head, ...rest] = segments;
  if (head === undefined) return;
  const isArray = head.endsWith('[]');
  const name = isArray ? head.slice(0, -2) : head;
  const here = prefix ? `${prefix}.${name}` : name;
  const value = data[name];
  if (!isArray) {
    if (rest.length === 0) out.push({ path: here, value });
    else walk(value, rest, here, out);
    return;
  }
  if (!Array.isArray(value)) return;
  value.forEach((item, i) => walk(item, rest, `${here}.${i}`, out));
}

/** The images a document holds (present or not), in the order of the declaration. */
export function imagesIn(c: CollectionDeclaration, data: Record<string, unknown>): ImageAt[] {
  const out: ImageAt[] = [];
  for (const [key, field] of Object.entries(c.images as Partial<Record<string, ImageField>>)) {
    if (!field) continue;
    const found: { path: string; value: unknown }[] = [];
    // 'subCategories[].logoImage' → ['subCategories[]', 'logoImage'].
    walk(data, key.split('.'), '', found);
    for (const f of found) out.push({ key, path: f.path, field, value: f.value });
  }
  return out;
}

/** The top-level field an image path lives in ('subCategories.0.logoImage' → 'subCategories'). */
export const topFieldOf = (path: string) => {
  const dot = path.indexOf('.');
  return dot === -1 ? path : path.slice(0, dot);
};

/** A copy of `data` with the value at a concrete path replaced (the arrays and objects on the way are copied). */
export function withValueAt(data: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  // split() gives at least one part: '' for an empty path.
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) return { ...data, [head]: value };
  const inner = data[head];
  if (Array.isArray(inner)) {
    const [index = '', ...tail] = rest;
    const copy = [...inner];
    const item = copy[Number(index)];
    copy[Number(index)] = tail.length === 0 ? value : withValueAt(isRecord(item) ? item : {}, tail.join('.'), value);
    return { ...data, [head]: copy };
  }
  return { ...data, [head]: withValueAt(isRecord(inner) ? inner : {}, rest.join('.'), value) };
}
