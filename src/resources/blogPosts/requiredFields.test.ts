import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../../contract/content/index.ts';
import { isRequiredIn } from './requiredFields.ts';

describe('isRequiredIn (blog post declaration)', () => {
  it('marks the fields spec §5 requires', () => {
    for (const source of [
      'title',
      'category',
      'metaTitle',
      'metaKeywords',
      'metaDescription',
      'seoTags.h1',
      'seoTags.h2',
      'seoTags.h3',
    ]) {
      expect(isRequiredIn(blogPosts, source), source).toBe(true);
    }
  });
  it('leaves the optional fields unmarked', () => {
    for (const source of [
      'previewDescription',
      'callToActionText',
      'callToActionLink',
      'metaCanonical',
      'isActive',
      'html',
      'nothing.here',
    ]) {
      expect(isRequiredIn(blogPosts, source), source).toBe(false);
    }
  });
});
