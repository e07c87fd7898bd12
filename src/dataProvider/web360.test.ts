import { describe, expect, it } from 'vitest';
import { toWeb360ListQuery } from './web360.ts';

describe('assets table list query', () => {
  it('maps react-admin paging, search and the unequal-rows filter to the API query', () => {
    const query = toWeb360ListQuery({
      pagination: { page: 3, perPage: 50 },
      filter: { q: '  A1000 ', unequalRows: true },
    });
    expect(Object.fromEntries(query)).toEqual({ page: '2', pageSize: '50', querySearch: 'A1000', unequalRows: 'true' });
  });

  it('leaves out an empty search and a switched-off filter, and caps the page size', () => {
    const query = toWeb360ListQuery({ pagination: { page: 1, perPage: 1000 }, filter: { q: ' ', unequalRows: false } });
    expect(Object.fromEntries(query)).toEqual({ page: '0', pageSize: '200' });
  });
});
