import { describe, expect, it } from 'vitest';
import { applyListParams } from './clientList.ts';

const rows = [
  { id: 'a', email: 'carol@example.com', status: 'active' },
  { id: 'b', email: 'alice@example.com', status: 'invited' },
  { id: 'c', email: 'bob@example.com', status: 'active' },
];

describe('lists paged and sorted in the browser', () => {
  it('sorts, then returns the requested page with the full total', () => {
    const result = applyListParams(rows, {
      sort: { field: 'email', order: 'ASC' },
      pagination: { page: 2, perPage: 2 },
      filter: {},
    });
    expect(result).toEqual({ data: [rows[0]], total: 3 });
  });

  it('sorts descending', () => {
    const { data } = applyListParams(rows, { sort: { field: 'email', order: 'DESC' } });
    expect(data.map((row) => row.id)).toEqual(['a', 'c', 'b']);
  });

  it('excludes a value with _neq, matches equality and searches text with q', () => {
    expect(applyListParams(rows, { filter: { id_neq: 'a' } }).data.map((row) => row.id)).toEqual(['b', 'c']);
    expect(applyListParams(rows, { filter: { status: 'active' } }).total).toBe(2);
    expect(applyListParams(rows, { filter: { q: 'ALI' } }).data).toEqual([rows[1]]);
  });
});
