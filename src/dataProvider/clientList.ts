import type { GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin';

/**
 * Filtering, sorting and paging in the browser, for endpoints that answer a whole array (`GET /v1/users`). `q` searches
 * every text field; `<field>_neq` excludes a value; an array matches any of its items; else an equality test.
 */
type ListParams = Partial<Pick<GetListParams, 'filter' | 'sort' | 'pagination'>>;

const valueOf = (record: RaRecord, field: string): unknown => (record as Record<string, unknown>)[field];

const same = (a: unknown, b: unknown): boolean => String(a) === String(b);

const matchesFilter = (record: RaRecord, filter: Record<string, unknown>): boolean =>
  Object.entries(filter).every(([key, expected]) => {
    if (expected === undefined) return true;
    if (key === 'q') {
      const needle = String(expected).trim().toLowerCase();
      return (
        needle === '' ||
        Object.values(record).some((value) => typeof value === 'string' && value.toLowerCase().includes(needle))
      );
    }
    if (key.endsWith('_neq')) return !same(valueOf(record, key.slice(0, -4)), expected);
    const actual = valueOf(record, key);
    return Array.isArray(expected) ? expected.some((item) => same(actual, item)) : same(actual, expected);
  });

const compare = (a: unknown, b: unknown): number => {
  if (a == null && b == null) return 0;
  if (a == null) return -1;
  if (b == null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
};

export const applyListParams = <T extends RaRecord>(
  records: T[],
  { filter = {}, sort, pagination }: ListParams,
): GetListResult<T> => {
  const filtered = records.filter((record) => matchesFilter(record, filter));
  if (sort?.field) {
    const direction = sort.order === 'DESC' ? -1 : 1;
    filtered.sort((a, b) => direction * compare(valueOf(a, sort.field), valueOf(b, sort.field)));
  }
  const total = filtered.length;
  if (!pagination) return { data: filtered, total };
  const start = (pagination.page - 1) * pagination.perPage;
  return { data: filtered.slice(start, start + pagination.perPage), total };
};

export const pickByIds = <T extends RaRecord>(records: T[], ids: Identifier[]): T[] =>
  records.filter((record) => ids.some((id) => same(id, record.id)));
