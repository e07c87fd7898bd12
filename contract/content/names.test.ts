import { describe, expect, it } from 'vitest';
import { collections } from './index.ts';
import { CONTENT_COLLECTION_NAMES } from './names.ts';

describe('content collection names', () => {
    it('lists every declared collection once, and nothing else', () => {
        expect(collections.map((c) => c.name).sort()).toEqual([...CONTENT_COLLECTION_NAMES].sort());
    });
});
