import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, toFormValues } from './seoForm.ts';

const saved = toFormValues({
  rimSize: '18"',
  seo: { title: 'Low miles', keywords: '', description: '' },
  seoTags: { h1: 'In stock', h2: '', h3: '' },
});

describe('whether the rim size and SEO form holds unsaved input', () => {
  it('is clean as loaded, and when spaces the save would trim are all that was typed', () => {
    expect(hasUnsavedChanges(saved, saved)).toBe(false);
    expect(hasUnsavedChanges({ ...saved, seo: { ...saved.seo, title: '  Low miles ' } }, saved)).toBe(false);
  });

  it('is unsaved when any field would send something else, a cleared rim size included', () => {
    expect(hasUnsavedChanges({ ...saved, seoTags: { ...saved.seoTags, h3: 'Financing available' } }, saved)).toBe(true);
    expect(hasUnsavedChanges({ ...saved, rimSize: '' }, saved)).toBe(true);
  });
});
