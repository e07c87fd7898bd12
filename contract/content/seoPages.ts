import { z } from 'zod';
import { urlSlug } from '../slug.ts';
import { defineCollection } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';
import { metaFields, SEO_LABELS, seoTagsField } from './seo.ts';

/** Spec §2: the static pages that each have one SEO record, by the page names the public site asks for. */
export const SEO_PAGE_NAMES = ['trade in', 'faq', 'home page', 'finance', 'ride share home'] as const;
export type SeoPageName = (typeof SEO_PAGE_NAMES)[number];

export const SEO_PAGE_UNKNOWN = (page: string) => `There is no SEO record for the page '${page}'`;

/**
 * Spec §3 static page SEO record: the SEO section's fields (title 60, keywords 255, description 170, H1 to H3 80,
 * none required), one per page of SEO_PAGE_NAMES. Found by page name at GET/PUT /v1/seo/{page} (server/routes/
 * seoPages.ts); the generic routes serve them by id at /v1/seo-pages. Seeded, never added or deleted.
 */
export const seoPages = defineCollection({
  name: 'seoPages',
  label: 'Page SEO record',
  kind: 'list',
  path: '/seo-pages',
  endpoints: {},
  schema: z.strictObject({
    page: z.enum(SEO_PAGE_NAMES, { error: `Page must be one of: ${SEO_PAGE_NAMES.join(', ')}` }),
    ...metaFields(false),
    seoTags: seoTagsField(false),
  }),
  defaults: {},
  images: {},
  orderBy: 'position',
  publicFields: ['page', 'metaTitle', 'metaDescription', 'metaKeywords', 'seoTags'],
  labels: { page: 'Page', ...SEO_LABELS },
  publicPath: '/seo-pages',
  publicAliases: ['/seo'],
  seed: SEO_PAGE_NAMES.map((page) => ({ page })),
  // The id is the page name by the one URL rule ('ride share home' → 'ride-share-home'): stable across installs.
  seedId: (seed) => urlSlug(String(seed.page)),
  fixed: true,
  immutable: ['page'],
  unique: ['page'],
  console: { create: false, remove: false, route: CONTENT_ROUTES.seoPages },
  admin: { customScreen: true, menu: { group: 'staticPublic', icon: 'SwapHoriz', order: 50, label: 'Trade in' } },
  answers: {
    created: { status: 'success', message: 'Data added successfully' },
    updated: { status: 'success', message: 'Success!' },
    deleted: { status: 'deleted', message: 'Deleted' },
  },
});
