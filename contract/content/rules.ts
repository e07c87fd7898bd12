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
 * The input as the schema reads it: a spec alias becomes its field (unless the field itself was sent), and what the
 * server computes (derived fields) or returns beside a field (aliases) is dropped, as clients send records back.
 */
export function normalizeInput(c: CollectionDeclaration, input: Record<string, unknown>): Record<string, unknown> {
  const out = { ...input };
  for (const [alias, field] of Object.entries(c.aliases ?? {})) {
    if (!(alias in out)) continue;
    if (!(field in out)) out[field] = out[alias];
    delete out[alias];
  }
  for (const field of c.derived?.fields ?? []) delete out[field];
  return out;
}

/** A stored document as clients read it: with each alias beside its field. */
export function withAliases(c: CollectionDeclaration, data: Record<string, unknown>): Record<string, unknown> {
  if (!c.aliases) return data;
  const out = { ...data };
  for (const [alias, field] of Object.entries(c.aliases)) if (field in data) out[alias] = data[field];
  return out;
}

/**
 * Every rule of a declaration that needs no database: the zod schema, the fields a published item needs and the
 * publish window's order. The server runs it on every write and the console's forms run the same function.
 */
export function contentErrors(
  c: CollectionDeclaration,
  input: Record<string, unknown>,
): { data?: Record<string, unknown>; errors: Record<string, string> } {
  input = normalizeInput(c, input);
  const parsed = c.schema.safeParse(input);
  // The cross-field rules run on the input as sent too, so every error shows at once, not one round at a time.
  const values = (parsed.success ? parsed.data : input) as Record<string, unknown>;
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  if (c.publishFlag && values[c.publishFlag] === true) {
    for (const field of c.requiredWhenPublished ?? []) {
      const v = values[field];
      if ((v === null || v === undefined || v === '') && !errors[field])
        errors[field] = `${c.labels?.[field] ?? humanize(field)} is required to show this item`;
    }
  }
  const from = Date.parse(String(values.publishFrom ?? ''));
  const until = Date.parse(String(values.publishUntil ?? ''));
  if (c.publishWindow && until <= from && !errors.publishUntil) errors.publishUntil = WINDOW_ORDER_MESSAGE;
  if (!parsed.success) return { errors };
  const data = parsed.data as Record<string, unknown>;
  return { data: c.derived ? { ...data, ...c.derived.compute(data) } : data, errors };
}
