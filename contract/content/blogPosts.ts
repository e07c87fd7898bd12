import { z } from 'zod';
import { urlSlug } from '../slug.ts';
import { bodyMediaIds, isRichDoc, type RichNode } from './blogRichText.ts';
import { defineCollection, linkPath, requiredText, text } from './define.ts';
import { CONTENT_ROUTES } from './names.ts';
import { metaFields, SEO_LABELS, seoTagsField } from './seo.ts';

export const BLOG_TITLE_MAX = 150;
export const BLOG_CATEGORY_MAX = 60;
export const BLOG_HTML_MAX = 500_000;
export const NO_SLUG_MESSAGE = (label: string) => `The ${label.toLowerCase()} needs a letter or a digit for the URL`;
export const RICH_DOC_MESSAGE = "The body is not the editor's content";
/** Spec §5: `/blog/{category}/{title}`, each segment by the one URL rule (contract/slug.ts). */
export const blogUrl = (category: string, title: string) => `/blog/${urlSlug(category)}/${urlSlug(title)}`;
export const URL_TAKEN = (url: string) => `A post already exists with the URL ${url}: change the title or the category`;

/**
 * Spec §3 blog post, §5 its rules (required title, category and meta fields, H1–H3 'H1 tag is required', the SEO
 * limits), §7 its calls. The URL is derived (`/blog/{category}/{title}`, blogUrl), never taken from input,
 * and unique (the server's hook says which post has it). The spec's list answer (`GET /blog-posts`: posts and
 * categories) is a route of its own (server/routes/blog.ts); the console's simple-rest protocol is on `path`.
 * `formerUrls` is kept by the server (the URLs an active post had, answered with a 301 by the public API).
 */
export const blogPosts = defineCollection({
  name: 'blogPosts',
  label: 'Blog post',
  kind: 'list',
  path: '/blog-posts/items',
  endpoints: {
    create: { method: 'POST', path: '/blog-posts' },
    update: { method: 'PUT', path: '/blog-posts/{id}' },
    remove: { method: 'DELETE', path: '/blog-posts/{id}' },
  },
  schema: z
    .strictObject({
      title: requiredText('Title', BLOG_TITLE_MAX),
      category: requiredText('Category', BLOG_CATEGORY_MAX),
      html: z.string({ error: 'Must be text' }).max(BLOG_HTML_MAX, 'The body is too long').default(''),
      content: z.custom<RichNode>(isRichDoc, { error: RICH_DOC_MESSAGE }).nullable().default(null),
      isActive: z.boolean({ error: 'Must be true or false' }).default(false),
      previewDescription: text(300).default(''),
      callToActionText: text(60).default(''),
      callToActionLink: linkPath.default(''),
      ...metaFields(true),
      metaCanonical: linkPath.default(''),
      seoTags: seoTagsField(true),
    })
    .superRefine((post, ctx) => {
      if (!urlSlug(post.title)) ctx.addIssue({ code: 'custom', path: ['title'], message: NO_SLUG_MESSAGE('Title') });
      if (!urlSlug(post.category))
        ctx.addIssue({ code: 'custom', path: ['category'], message: NO_SLUG_MESSAGE('Category') });
    }),
  defaults: { isActive: false, html: '', content: null },
  images: {},
  publicFields: [
    'title',
    'category',
    'url',
    'html',
    'previewDescription',
    'callToActionText',
    'callToActionLink',
    'metaTitle',
    'metaDescription',
    'metaKeywords',
    'metaCanonical',
    'seoTags',
  ],
  publishFlag: 'isActive',
  labels: {
    url: 'URL',
    html: 'Body',
    content: 'Body',
    isActive: 'Active',
    callToActionText: 'Call to action text',
    callToActionLink: 'Call to action link',
    metaCanonical: 'Canonical URL',
    ...SEO_LABELS,
  },
  listPath: '/blog-posts',
  publicPath: '/blog-posts',
  publicAliases: ['/blog'],
  console: { create: true, remove: true, route: CONTENT_ROUTES.blogPosts },
  // The list is generic; posts are written in the blog's own editor (a custom screen, /admin/blog/new-post).
  admin: {
    titleField: 'title',
    columns: ['title', 'category', 'url', 'isActive'],
    toggles: ['isActive'],
    editor: `${CONTENT_ROUTES.blogPosts}/new-post`,
    sort: { field: 'createdAt', order: 'DESC' },
    fields: { url: { hideOnPhone: true } },
    menu: { group: 'staticPublic', icon: 'Article', order: 60, label: 'Blog' },
    texts: {
      listTitle: 'Blog',
      add: 'Add post',
      deleteContent: 'The post leaves the public site at once. Its history is kept.',
    },
  },
  answers: {
    created: { status: 'success', message: 'The post was successfully created' },
    updated: { status: 'success', message: 'The post was successfully updated' },
    deleted: { status: 'deleted', message: 'Deleted' },
  },
  derived: { fields: ['url', 'formerUrls'], compute: (post) => ({ url: blogUrl(post.category, post.title) }) },
  // The body's images are media of the platform: they must exist to be saved and cannot be deleted while used.
  mediaIn: (post) => bodyMediaIds(post.html, post.content),
});

export type BlogPostInput = z.input<typeof blogPosts.schema>;
