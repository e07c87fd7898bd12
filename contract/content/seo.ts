import { z } from 'zod';
import { SEO_LIMITS } from '../vehicles.ts';
import { requiredText, text } from './define.ts';

export { SEO_LIMITS };

/**
 * The SEO section of spec §2/§5 as content fields (ride-share cities, blog posts, static-page records): metaTitle 60,
 * metaKeywords 255, metaDescription 170, seoTags {h1,h2,h3} 80 each. `required` gives the blog's messages
 * ('Meta Title is required', 'H1 tag is required'); elsewhere every field may stay empty.
 */
export const metaFields = (required: boolean) =>
  required
    ? {
        metaTitle: requiredText('Meta Title', SEO_LIMITS.title),
        metaDescription: requiredText('Meta Description', SEO_LIMITS.description),
        metaKeywords: requiredText('Meta Keywords', SEO_LIMITS.keywords),
      }
    : {
        metaTitle: text(SEO_LIMITS.title).default(''),
        metaDescription: text(SEO_LIMITS.description).default(''),
        metaKeywords: text(SEO_LIMITS.keywords).default(''),
      };

const tag = (n: 1 | 2 | 3, required: boolean) =>
  required ? requiredText(`H${n} tag`, SEO_LIMITS[`h${n}`]) : text(SEO_LIMITS[`h${n}`]).default('');

const tags = (required: boolean) =>
  z.strictObject({ h1: tag(1, required), h2: tag(2, required), h3: tag(3, required) });
/** H1 to H3; a missing object is 'H1 tag is required' and so on for the blog, empty tags elsewhere. */
export const seoTagsField = (required: boolean) =>
  required ? z.preprocess((v) => v ?? {}, tags(true)) : tags(false).default({ h1: '', h2: '', h3: '' });

/** Field names as staff read them, for a declaration's `labels`. */
export const SEO_LABELS = {
  metaTitle: 'Meta Title',
  metaDescription: 'Meta Description',
  metaKeywords: 'Meta Keywords',
  seoTags: 'H1 to H3',
} as const;
