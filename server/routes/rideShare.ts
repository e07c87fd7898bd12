import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_REMOVED, publicUrlsOf, rideShareCities } from '../../contract/content/index.ts';
import { errorBody } from '../../contract/errors.ts';
import { requireAdmin } from '../auth/guard.ts';
import { legacyCityUrl } from '../content/legacySlugs.ts';
import { listRows, requireRow } from '../content/store.ts';
import { versionOf } from '../content/writes.ts';
import { badRequest, notFound } from '../errors.ts';
import { PUBLIC_CACHE_CONTROL, sendPublicJson } from './publicHeaders.ts';

const idParams = z.object({ id: z.string().trim().min(1).max(100) });
export const NO_CITY_IMAGE = 'This city page has no image to remove';
export const NO_CITY_AT_URL = 'No active city page has this URL';
export const CITY_MOVED = 'This city page has moved';

/** The SEO side of every city page (spec §7 GET /ride-share-seo/seo-list): what the public site's head tags need. */
const SEO_KEYS = [
  'cityName',
  'workState',
  'plateType',
  'url',
  'active',
  'metaTitle',
  'metaDescription',
  'metaKeywords',
  'seoTags',
] as const;

/** The /ride-share-seo calls the generic content routes cannot serve (spec §7): the SEO list and the image removal. */
async function rideShareAdminRoutes(app: FastifyInstance) {
  requireAdmin(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const tags = ['content: rideShareCities'];

  r.get(
    '/v1/ride-share-seo/seo-list',
    { schema: { tags, summary: 'The SEO fields and URL of every ride-share city page' } },
    async () =>
      (await listRows(db, rideShareCities)).map((row) => ({
        _id: row.id,
        id: row.id,
        ...Object.fromEntries(SEO_KEYS.map((k) => [k, row.data[k]])),
      })),
  );

  r.delete(
    '/v1/ride-share-seo/image/:id',
    {
      schema: {
        tags,
        summary: "Remove a city page's image ('Image is removed'); If-Match optional",
        params: idParams,
        response: { 200: z.unknown(), 400: errorBody, 404: errorBody, 412: errorBody },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await requireRow(db, rideShareCities, id);
      if (!current.data.img) throw badRequest(NO_CITY_IMAGE, { img: NO_CITY_IMAGE });
      // The spec's call sends no version: without If-Match the removal applies to the page as it is now.
      const version = versionOf(request, false) ?? current.version;
      const edit = Object.create(request, { body: { value: { img: null, version } } }) as FastifyRequest;
      const saved = await app.content.writes.update(rideShareCities, edit, id);
      return { ...saved, message: IMAGE_REMOVED };
    },
  );
}

interface PublicCity {
  url: string;
  cityName: string;
  workState: string;
  plateType: string;
}
interface CityIndex {
  etag: string;
  byUrl: Map<string, PublicCity>;
  /** The address the city rule before contract/slug.ts gave a page, to the page's own (legacySlugs.ts). */
  formerly: Map<string, string>;
}

/**
 * The public site's read of one city page by its URL (beyond the spec), with an ETag as the list has. An address
 * the earlier URL rule gave a page answers 301 to the by-url of its address now. Indexed once per change.
 */
async function rideSharePublicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  let index: CityIndex | null = null;
  const current = async (): Promise<CityIndex> => {
    const entry = await app.content.cache.get(rideShareCities);
    if (index?.etag === entry.etag) return index;
    const cities = JSON.parse(entry.body) as PublicCity[];
    const byUrl = new Map(cities.map((c) => [c.url, c]));
    const formerly = new Map<string, string>();
    for (const c of cities) {
      const old = legacyCityUrl(c);
      if (!byUrl.has(old)) formerly.set(old, c.url);
    }
    index = { etag: entry.etag, byUrl, formerly };
    return index;
  };
  // Under the list's public path and its earlier name, as the list itself (publicPaths.ts).
  for (const base of publicUrlsOf(rideShareCities)) {
    r.get(
      `${base}/by-url`,
      {
        schema: {
          tags: ['public content'],
          security: [],
          summary:
            'The active ride-share city page at a URL (/ride-share/{state}/{city}/{plate type}); its address by the earlier URL rule answers 301',
          querystring: z.object({ url: z.string().trim().min(1).max(300) }),
          response: { 200: z.unknown(), 301: z.unknown(), 304: z.unknown(), 404: errorBody },
        },
      },
      async (request, reply) => {
        const wanted = request.query.url.toLowerCase().replace(/\/+$/, '');
        const { byUrl, formerly } = await current();
        const city = byUrl.get(wanted);
        const moved = city ? undefined : formerly.get(wanted);
        if (moved) {
          const location = `${base}/by-url?url=${encodeURIComponent(moved)}`;
          return reply
            .code(301)
            .header('Location', location)
            .header('Cache-Control', PUBLIC_CACHE_CONTROL)
            .send({ message: CITY_MOVED, url: moved, location });
        }
        if (!city) throw notFound(NO_CITY_AT_URL);
        const body = JSON.stringify(city);
        return sendPublicJson(request, reply, body);
      },
    );
  }
}

/** Ride-share routes beside the generic content ones (issue 18). */
export async function rideShareRoutes(app: FastifyInstance) {
  await app.register(rideShareAdminRoutes);
  await app.register(rideSharePublicRoutes);
}
