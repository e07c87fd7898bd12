import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ENVELOPE_KEYS,
  UNIQUE_TAKEN,
  WINDOW_ORDER_MESSAGE,
  ratioMatches,
  type CollectionDeclaration,
  type ImageValue,
} from '../../contract/content/index.ts';
import type { Db } from '../db/open.ts';
import { documents, media } from '../db/schema.ts';
import { badRequest } from '../errors.ts';

const humanize = (field: string) => {
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

const firstMessage = (errors: Record<string, string>) => {
  const [field, message] = Object.entries(errors)[0];
  return field === 'body' ? message : `${humanize(field.split('.')[0])}: ${message}`;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body without what the server keeps itself (id, version, timestamps, the answer's status and message). */
export function contentOf(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw badRequest('Send the content as a JSON object');
  // POST /menuItems/createMenu sends its fields under `data` (spec §7 "body data").
  const source = Object.keys(body).length === 1 && isRecord(body.data) ? body.data : body;
  return Object.fromEntries(Object.entries(source).filter(([k]) => !(ENVELOPE_KEYS as readonly string[]).includes(k)));
}

/** Parses content against the declaration's schema: 400 naming every broken field. */
export function parseContent(c: CollectionDeclaration, input: Record<string, unknown>): Record<string, unknown> {
  const parsed = c.schema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw badRequest(firstMessage(errors), errors);
  }
  return parsed.data as Record<string, unknown>;
}

/** The rules a zod schema cannot see alone: images against the media store, publishing, uniqueness. */
export async function checkContent(db: Db, c: CollectionDeclaration, data: Record<string, unknown>, id: string | null): Promise<void> {
  const errors: Record<string, string> = {};
  const published = !c.publishFlag || data[c.publishFlag] === true;
  if (c.publishFlag && published) {
    for (const field of c.requiredWhenPublished ?? []) {
      const v = data[field];
      if (v === null || v === undefined || v === '') errors[field] = `${humanize(field)} is required to show this item`;
    }
  }
  if (c.publishWindow && typeof data.publishFrom === 'string' && typeof data.publishUntil === 'string' && Date.parse(data.publishUntil) <= Date.parse(data.publishFrom)) {
    errors.publishUntil = WINDOW_ORDER_MESSAGE;
  }
  Object.assign(errors, await imageErrors(db, c, data));
  for (const field of c.unique ?? []) {
    const value = data[field];
    if (typeof value !== 'string' || value === '') continue;
    const [taken] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.collection, c.name),
          id ? ne(documents.id, id) : undefined,
          sql`lower(${documents.data} ->> ${field}) = lower(${value})`,
        ),
      )
      .limit(1);
    if (taken) errors[field] = UNIQUE_TAKEN(field, value);
  }
  if (Object.keys(errors).length) throw badRequest(firstMessage(errors), errors);
}

async function imageErrors(db: Db, c: CollectionDeclaration, data: Record<string, unknown>): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const used = Object.entries(c.images).filter(([field]) => data[field]);
  if (!used.length) return errors;
  const ids = used.map(([field]) => (data[field] as ImageValue).publicId);
  const rows = await db.select().from(media).where(inArray(media.publicId, ids));
  const byId = new Map(rows.map((r) => [r.publicId, r]));
  for (const [field, spec] of used) {
    if (!spec) continue;
    const value = data[field] as ImageValue;
    const row = byId.get(value.publicId);
    const srcKey = spec.srcKey ?? 'src';
    const otherKey = srcKey === 'src' ? 'mobileSrc' : 'src';
    if (!row) {
      errors[field] = 'This image was not uploaded here: upload it again';
      continue;
    }
    const expectedSrc = `/media/${row.storageKey}`;
    if (value[srcKey] !== expectedSrc) errors[`${field}.${srcKey}`] = `Must be the uploaded image's address (${expectedSrc})`;
    if (value[otherKey] !== undefined) errors[`${field}.${otherKey}`] = `Unknown field ${otherKey}`;
    if (value.width !== row.width || value.height !== row.height) errors[field] = `The image is ${row.width}×${row.height}, not ${value.width}×${value.height}`;
    else if (!ratioMatches(row.width, row.height, spec.ratio)) {
      errors[field] = `The image must have a ${+spec.ratio.toFixed(4)}:1 ratio (this one is ${row.width}×${row.height}): crop it again`;
    }
  }
  return errors;
}
