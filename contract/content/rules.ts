import type { z } from 'zod';
import { ENVELOPE_KEYS, WINDOW_ORDER_MESSAGE, type CollectionDeclaration } from './define.ts';

/** 'linkColor' → 'Link color': field names in messages. */
export const humanize = (field: string) => {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** zod's issues as `{ 'img.alt': message }`; unknown keys are named one by one. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out[[...issue.path, key].join('.')] = `Unknown field ${key}`;
      continue;
    }
    const path = issue.path.join('.') || 'body';
    out[path] ??= issue.message;
  }
  return out;
}

export const withoutEnvelope = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => !(ENVELOPE_KEYS as readonly string[]).includes(k)));

/**
 * Every rule of a declaration that needs no database: the zod schema, the fields a published item needs and the
 * publish window's order. The server runs it on every write and the console's forms run the same function.
 */
export function contentErrors(c: CollectionDeclaration, input: Record<string, unknown>): { data?: Record<string, unknown>; errors: Record<string, string> } {
  const parsed = c.schema.safeParse(input);
  if (!parsed.success) return { errors: fieldErrors(parsed.error) };
  const data = parsed.data as Record<string, unknown>;
  const errors: Record<string, string> = {};
  if (c.publishFlag && data[c.publishFlag] === true) {
    for (const field of c.requiredWhenPublished ?? []) {
      const v = data[field];
      if (v === null || v === undefined || v === '') errors[field] = `${c.labels?.[field] ?? humanize(field)} is required to show this item`;
    }
  }
  if (c.publishWindow && typeof data.publishFrom === 'string' && typeof data.publishUntil === 'string' && Date.parse(data.publishUntil) <= Date.parse(data.publishFrom)) {
    errors.publishUntil = WINDOW_ORDER_MESSAGE;
  }
  return { data, errors };
}
