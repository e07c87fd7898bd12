import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../contract/errors.ts';
import { publicUrlsOf, SEO_PAGE_UNKNOWN, seoPages, type CollectionDeclaration } from '../../contract/content/index.ts';
import { requireAdmin } from '../auth/guard.ts';
import { listRows, present } from '../content/store.ts';
import { notFound } from '../errors.ts';
import { sendPublicJson } from './publicHeaders.ts';

const pageParam = z.object({ page: z.string().max(100) });
const anyBody = z.record(z.string(), z.unknown());
const c = seoPages as CollectionDeclaration;
const tags = ['static page SEO'];

/**
 * The static pages' SEO records by page name (spec §2): GET and PUT /v1/seo/{page}, the name URL-encoded
 * (`/v1/seo/trade%20in`; Fastify decodes it). An unknown name is a 404. The PUT is the platform's update (validation,
 * version → 412, revisions, audit, public cache); by id the records are served at /v1/seo-pages like any list.
 */
async function adminRoutes(app: FastifyInstance) {
  requireAdmin(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const rowOf = async (page: string) => {
    const row = (await listRows(db, c)).find((x) => x.data.page === page);
    if (!row) throw notFound(SEO_PAGE_UNKNOWN(page));
    return row;
  };

  r.get(
    '/v1/seo/:page',
    {
      schema: {
        tags,
        summary: "A static page's SEO record, by page name",
        params: pageParam,
        response: { 200: z.unknown(), 404: errorBody },
      },
    },
    async (request) => present(await rowOf(request.params.page)),
  );
  r.put(
    '/v1/seo/:page',
    {
      schema: {
        tags,
        summary: "Save a static page's SEO record (with the version it was read at)",
        params: pageParam,
        body: anyBody,
        response: { 200: z.unknown(), 400: errorBody, 404: errorBody, 412: errorBody },
      },
    },
    async (request) => app.content.writes.update(c, request, (await rowOf(request.params.page)).id),
  );
}

/** Beyond the platform's whole list at /v1/public/seo-pages (and /seo): one page's record, with its own ETag. */
async function publicRoutes(app: FastifyInstance) {
  // Under the list's public path and its earlier name, as the list itself (publicPaths.ts).
  for (const base of publicUrlsOf(c)) {
    // Untyped replies, as the platform's public routes: a 304 has no body.
    app.get<{ Params: { page: string } }>(
      `${base}/:page`,
      {
        schema: {
          tags: ['public content'],
          security: [],
          summary: "A static page's SEO record for the public website",
          params: pageParam,
        },
      },
      async (request, reply) => {
        const { page } = request.params;
        const entry = await app.content.cache.get(c);
        const record = (JSON.parse(entry.body) as Record<string, unknown>[]).find((x) => x.page === page);
        if (!record) throw notFound(SEO_PAGE_UNKNOWN(page));
        const body = JSON.stringify(record);
        return sendPublicJson(request, reply, body);
      },
    );
  }
}

export async function seoPageRoutes(app: FastifyInstance) {
  await app.register(adminRoutes);
  await app.register(publicRoutes);
}
