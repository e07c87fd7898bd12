import { describe, expect, it } from 'vitest';
import { collections } from './index.ts';

describe('content collection names', () => {
  it('names every declared collection once, as a lowerCamel word the routes and the resource names can use', () => {
    const names = collections.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });
});
