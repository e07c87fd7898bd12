import { and, eq, ne, sql } from 'drizzle-orm';
import {
  contentErrors,
  humanize,
  labelOf,
  UNIQUE_TAKEN,
  withoutEnvelope,
  type CollectionDeclaration,
} from '../../contract/content/index.ts';
import type { Db } from '../db/open.ts';
import { documents } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import { checkImages } from './images.ts';

/**
 * The answer's message: the first field's own words ('Data already exists with title - Rent', 'Title is required'),
 * prefixed with the field's label only when the words do not say which field ('Desktop image: At most 150 characters').
 * Words that begin with the label say it.
 */
const SELF_NAMING = /required|already exists|must be text|^Unknown field|window|^Please /i;
export const firstMessage = (c: CollectionDeclaration, errors: Record<string, string>) => {
  const [first] = Object.entries(errors);
  if (!first) return 'The content is invalid';
  const [field, message] = first;
  if (field === 'body' || SELF_NAMING.test(message)) return message;
  const [top = field] = field.split('.');
  const labels = c.labels as Record<string, string> | undefined;
  const label = labels?.[top] ?? humanize(top);
  // 'Stock id A10001 is already in the list…' names its field already: no 'Stock id: ' before it.
  return message.toLowerCase().startsWith(label.toLowerCase()) ? message : `${label}: ${message}`;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body without what the server keeps itself (id, version, timestamps, the answer's status and message). */
export function contentOf(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw badRequest('Send the content as a JSON object');
  // POST /menuItems/createMenu sends its fields under `data` (spec §7 "body data"), maybe beside _id and version.
  const { data, ...rest } = body;
  if (isRecord(data) && Object.keys(withoutEnvelope(rest)).length === 0) return withoutEnvelope(data);
  return withoutEnvelope(body);
}

/** The declaration's own rules (shared with the console's forms): 400 naming every broken field. */
export function parseContent(c: CollectionDeclaration, input: Record<string, unknown>): Record<string, unknown> {
  const { data, errors } = contentErrors(c, input);
  if (!data || Object.keys(errors).length) throw badRequest(firstMessage(c, errors), errors);
  return data;
}

/**
 * The rules that need the database: images against the media store (their sizes completed from it), uniqueness.
 * Answers the data as it is stored.
 */
export async function checkContent(
  db: Db,
  c: CollectionDeclaration,
  input: Record<string, unknown>,
  id: string | null,
  current: Record<string, unknown> | null = null,
): Promise<Record<string, unknown>> {
  const { data, errors } = await checkImages(db, c, input, current);
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
    // Named as the admin reads it ('promo code'), in the spec's lower-case form ('Data already exists with title - …').
    if (taken) errors[field] = UNIQUE_TAKEN(labelOf(c, field).toLowerCase(), value);
  }
  if (Object.keys(errors).length) throw badRequest(firstMessage(c, errors), errors);
  return data;
}
