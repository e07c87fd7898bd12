import { describe, expect, it } from 'vitest';
import { nextTitle } from './bodyTypesApi.ts';

const title = (n: number) => `Title ${n}`;

describe('a new card’s name', () => {
  it('is Title N with the next free number', () => {
    expect(nextTitle([], title)).toBe('Title 1');
    expect(nextTitle([{ carBody: 'Title 1' }, { carBody: 'SUV' }], title)).toBe('Title 2');
    expect(nextTitle([{ carBody: 'Title 2' }], title)).toBe('Title 1');
    expect(nextTitle([{ carBody: 'Title 1' }, { carBody: 'Title 2' }, { carBody: 'Title 4' }], title)).toBe('Title 3');
  });
});
