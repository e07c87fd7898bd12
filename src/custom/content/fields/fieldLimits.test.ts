import { describe, expect, it } from 'vitest';
import { menuItems, promo, seoPages } from '../../../../contract/content/index.ts';
import { maxLengthOf } from './fieldLimits.ts';

describe('text limits come from the declaration', () => {
    it('reads a text field’s limit, with or without a default', () => {
        expect(maxLengthOf(promo, 'title')).toBe(80);
        expect(maxLengthOf(promo, 'text')).toBe(300);
        expect(typeof maxLengthOf(menuItems, 'title')).toBe('number');
    });

    it('reads a nested field’s limit by its path (the SEO section’s H1 to H3)', () => {
        expect(maxLengthOf(seoPages, 'seoTags.h1')).toBe(80);
        expect(maxLengthOf(seoPages, 'metaDescription')).toBe(170);
        expect(maxLengthOf(seoPages, 'seoTags.h4')).toBeUndefined();
    });

    it('has none for other fields', () => {
        expect(maxLengthOf(promo, 'visible')).toBeUndefined();
        expect(maxLengthOf(promo, 'img')).toBeUndefined();
        expect(maxLengthOf(promo, 'nothing')).toBeUndefined();
    });
});
