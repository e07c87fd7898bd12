import { describe, expect, it } from 'vitest';
import { carousel, menuItems, promo, seoPages, text } from '../../../../contract/content/index.ts';
import { maxLengthOf, textLength } from './fieldLimits.ts';

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

describe('the counter counts as the server’s limit does', () => {
  // The server's own rule for a 35-character field (contract/content/define.ts `text`).
  const limit = text(35);

  it('counts an emoji as one character, as the server’s check does', () => {
    const fits = `${'a'.repeat(34)}😀`;
    const over = `${'a'.repeat(35)}😀`;
    expect(textLength(fits)).toBe(35);
    expect(limit.safeParse(fits).success).toBe(true);
    expect(textLength(over)).toBe(36);
    expect(limit.safeParse(over).success).toBe(false);
  });

  it('counts the text the server keeps: without its outer spaces', () => {
    expect(textLength(`  ${'b'.repeat(35)}  `)).toBe(35);
    expect(limit.safeParse(`  ${'b'.repeat(35)}  `).success).toBe(true);
    expect(textLength(undefined)).toBe(0);
  });
});

describe('limits inside arrays', () => {
  it('reads an array item’s text limit by its concrete path', () => {
    expect(maxLengthOf(carousel, 'subCategories.0.title')).toBe(80);
    expect(maxLengthOf(carousel, 'subCategories.3.description')).toBe(500);
  });
});
