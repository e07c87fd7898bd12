import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogPosts, BLOG_HTML_MAX } from '../../contract/content/index.ts';
import { errorBody } from '../../contract/errors.ts';
import { urlSlug } from '../../contract/slug.ts';
import { requireAdmin } from '../auth/guard.ts';
import { sanitizeBlogHtml } from '../content/hooks/blogPosts.ts';
import { legacyBlogSlug, legacyBlogUrl } from '../content/legacySlugs.ts';
import { listRows, present } from '../content/store.ts';
import { notFound } from '../errors.ts';
import { PUBLIC_CACHE_CONTROL, sendPublicJson } from './publicHeaders.ts';

export const NO_POST_AT_URL = 'No active blog post has this URL';
const tags = ['content: blogPosts'];
const segment = z.string().trim().min(1).max(200);

/** Distinct categories as typed, first spelling of each (case-insensitive), in alphabetical order. */
export const categoriesOf = (posts: Record<string, unknown>[]) => {
  const seen = new Map<string, string>();
  for (const p of posts)
    if (typeof p.category === 'string' && p.category.trim())
      seen.set(p.category.trim().toLowerCase(), seen.get(p.category.trim().toLowerCase()) ?? p.category.trim());
  return [...seen.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
};

/** Spec §7's list call (posts and categories) and the console's preview of a body as it will be stored. */
async function blogAdminRoutes(app: FastifyInstance) {
  requireAdmin(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  r.get(
    '/v1/blog-posts',
    {
      schema: { tags, summary: 'Every blog post and the categories in use (spec §7)', response: { 200: z.unknown() } },
    },
    async () => {
      const posts = (await listRows(db, blogPosts)).map(present);
      return { posts, categories: categoriesOf(posts) };
    },
  );
  r.post(
    '/v1/blog-posts/preview',
    {
      schema: {
        tags,
        summary: 'A body as the server would store and serve it (sanitised), for the console preview',
        body: z.strictObject({ html: z.string().max(BLOG_HTML_MAX) }),
        response: { 200: z.object({ html: z.string() }), 400: errorBody },
      },
    },
    async (request) => ({ html: sanitizeBlogHtml(request.body.html) }),
  );
}

interface PublicPost {
  _id: string;
  url: string;
  category: string;
  title: string;
  [key: string]: unknown;
}
interface Index {
  etag: string;
  byUrl: Map<string, PublicPost>;
  byCategory: Map<string, PublicPost[]>;
  redirects: Map<string, string>;
}

function send(request: FastifyRequest, reply: FastifyReply, value: unknown) {
  return sendPublicJson(request, reply, JSON.stringify(value));
}

/**
 * The public site's reads of the blog (beyond the platform's `/v1/public/blog`, every active post): one post at
 * `/v1/public` + its URL, a former URL of an active post answered with 301 to the new one, and the posts of one
 * category. Built from the platform's public cache (public fields only), indexed once per change of it.
 */
async function blogPublicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  let index: Index | null = null;
  const current = async (): Promise<Index> => {
    const entry = await app.content.cache.get(blogPosts);
    if (index?.etag === entry.etag) return index;
    const posts = JSON.parse(entry.body) as PublicPost[];
    const byUrl = new Map(posts.map((p) => [p.url, p]));
    const byCategory = new Map<string, PublicPost[]>();
    // A category answers at its segment by the one URL rule and by the blog's rule before it (legacySlugs.ts).
    for (const p of posts) {
      for (const key of new Set([urlSlug(p.category), legacyBlogSlug(p.category)]))
        byCategory.set(key, [...(byCategory.get(key) ?? []), p]);
    }
    // Former URLs are not public fields: read them once per change. A live post's URL wins over a former one.
    const redirects = new Map<string, string>();
    for (const row of await listRows(db, blogPosts)) {
      if (row.data.isActive !== true || !Array.isArray(row.data.formerUrls)) continue;
      for (const old of row.data.formerUrls)
        if (typeof old === 'string' && !byUrl.has(old)) redirects.set(old, String(row.data.url));
    }
    // The address the earlier rule gave a post still leads to it, whether or not it was live when the post moved.
    for (const p of posts) {
      const old = legacyBlogUrl(p.category, p.title);
      if (!byUrl.has(old) && !redirects.has(old)) redirects.set(old, p.url);
    }
    index = { etag: entry.etag, byUrl, byCategory, redirects };
    return index;
  };

  r.get(
    '/v1/public/blog/:category',
    {
      schema: {
        tags: ['public content'],
        security: [],
        summary: 'The active blog posts of one category (its URL segment: /v1/public/blog/car-care)',
        params: z.object({ category: segment }),
        response: { 200: z.unknown(), 304: z.unknown() },
      },
    },
    async (request, reply) =>
      send(request, reply, (await current()).byCategory.get(request.params.category.toLowerCase()) ?? []),
  );

  r.get(
    '/v1/public/blog/:category/:title',
    {
      schema: {
        tags: ['public content'],
        security: [],
        summary: "The active blog post at a URL (/v1/public + the post's url); a former URL answers 301 to the new one",
        params: z.object({ category: segment, title: segment }),
        response: { 200: z.unknown(), 301: z.unknown(), 304: z.unknown(), 404: errorBody },
      },
    },
    async (request, reply) => {
      const url = `/blog/${request.params.category.toLowerCase()}/${request.params.title.toLowerCase()}`;
      const idx = await current();
      const post = idx.byUrl.get(url);
      if (post) return send(request, reply, post);
      const moved = idx.redirects.get(url);
      if (moved) {
        const location = `/v1/public${moved.split('/').map(encodeURIComponent).join('/')}`;
        return reply
          .code(301)
          .header('Location', location)
          .header('Cache-Control', PUBLIC_CACHE_CONTROL)
          .send({ message: 'This post has moved', url: moved, location });
      }
      throw notFound(NO_POST_AT_URL);
    },
  );
}

/** Blog routes beside the generic content ones (issue 19). */
export async function blogRoutes(app: FastifyInstance) {
  await app.register(blogAdminRoutes);
  await app.register(blogPublicRoutes);
}
