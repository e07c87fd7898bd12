import type { ContentDocument } from '../../contract/content/index.ts';
import { badRequest } from '../errors.ts';

/** ra-data-simple-rest's query: `sort=["title","ASC"]&range=[0,24]&filter={"q":"x","id":[…]}`. */
export interface ListParams {
  sort?: string;
  range?: string;
  filter?: string;
}

const parseJson = (name: string, text: string | undefined): unknown => {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`${name} must be JSON`, { [name]: 'Must be JSON' });
  }
};

const compare = (a: unknown, b: unknown) => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a ?? '').localeCompare(String(b ?? ''), 'en', { sensitivity: 'base', numeric: true });
};

const matches = (doc: ContentDocument, key: string, expected: unknown, shown?: (doc: ContentDocument) => string[]) => {
  if (key === 'q') {
    const needle = String(expected).trim().toLowerCase();
    const texts = [...Object.values(doc), ...(shown?.(doc) ?? [])];
    return !needle || texts.some((v) => typeof v === 'string' && v.toLowerCase().includes(needle));
  }
  const actual = doc[key === 'id' ? '_id' : key];
  return Array.isArray(expected)
    ? expected.some((e) => String(e) === String(actual))
    : String(expected) === String(actual);
};

/**
 * Filters, sorts and pages one collection's documents (content collections hold tens of items, read from the
 * public cache's copy); answers the page and the Content-Range a simple-rest client reads.
 */
export function applyListParams(
  resource: string,
  docs: ContentDocument[],
  q: ListParams,
  shown?: (doc: ContentDocument) => string[],
) {
  const filter = parseJson('filter', q.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw badRequest('filter must be an object', { filter: 'Must be an object' });
  const sort = parseJson('sort', q.sort);
  const range = parseJson('range', q.range);
  let out = docs.filter((d) => Object.entries(filter).every(([k, v]) => v === undefined || matches(d, k, v, shown)));
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]))) {
      throw badRequest('sort must be ["field","ASC"|"DESC"]', { sort: 'Must be ["field","ASC"|"DESC"]' });
    }
    const [field, order] = sort as [string, string];
    const sign = order === 'DESC' ? -1 : 1;
    out = [...out].sort((a, b) => sign * compare(a[field], b[field]) || compare(a.position, b.position));
  }
  const total = out.length;
  let start = 0;
  let end = total - 1;
  if (range !== undefined) {
    if (
      !Array.isArray(range) ||
      range.length !== 2 ||
      !range.every((n) => Number.isInteger(n) && n >= 0) ||
      range[1] < range[0]
    ) {
      throw badRequest('range must be [start, end]', { range: 'Must be two whole numbers [start, end], start ≤ end' });
    }
    [start, end] = range as [number, number];
    out = out.slice(start, end + 1);
  }
  const last = out.length ? start + out.length - 1 : start;
  return { page: out, contentRange: total === 0 ? `${resource} */0` : `${resource} ${start}-${last}/${total}` };
}
