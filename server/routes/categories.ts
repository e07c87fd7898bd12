import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../contract/errors.ts';
import {
  LIFESTYLE_CATEGORY_NAMES,
  lifestyleCategories,
  RIDESHARE_CATEGORY_NAMES,
  rideshareCategories,
  STALE_DOCUMENT,
  type CollectionDeclaration,
} from '../../contract/content/index.ts';
import { categoryCounts, type CategoryCount } from '../../contract/content/categoryCounts.ts';
import { urlSlug } from '../../contract/slug.ts';
import { requireAdmin } from '../auth/guard.ts';
import { listRows, present } from '../content/store.ts';
import { versionOf } from '../content/writes.ts';
import { ApiError, badRequest } from '../errors.ts';

const nameParam = z.object({ name: z.string().max(100) });
const anyBody = z.record(z.string(), z.unknown());
const responses = (ok: z.ZodType) => ({ 200: ok, 400: errorBody, 412: errorBody });
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A category named in a path or a body: one of the collection's names, else a 400 naming it. */
function categoryName(schema: z.ZodType<string>, raw: unknown, field: string): string {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data as string;
  const message = parsed.error.issues[0]?.message ?? 'Unknown category';
  throw badRequest(message, { [field]: message });
}

/** Counts of one kind in the spec's order, zeros included, from the rows of one grouped query. */
const inOrder = (names: readonly string[], rows: CategoryCount[]): CategoryCount[] =>
  names.map((category) => rows.find((r) => r.category === category) ?? { category, total: 0, shown: 0 });

/**
 * The spec's category calls (§7) that the generic content routes cannot serve: a category named in the path,
 * and the ride-share save that creates or updates the one description of its category. Everything is written
 * through the platform (validation, revisions, audit, public cache); names in paths arrive URL-decoded
 * (`UBER%20BLACK`, `Petite%20%26%20Powerful`). The other calls (`DELETE /category/{id}`, the lifestyle add,
 * update and delete) are the declarations' own endpoints.
 */
export async function categoryRoutes(app: FastifyInstance) {
  requireAdmin(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const writes = app.content.writes;
  const rideshare = rideshareCategories as CollectionDeclaration;
  const lifestyle = lifestyleCategories as CollectionDeclaration;

  /**
   * The stored description of a category, found by its field: addCategory gives it the id of its name, but the
   * simple-rest POST on /rideshare-categories (unique category) may have stored it under another id.
   */
  const rideshareRow = async (category: string) =>
    (await listRows(db, rideshare)).find((row) => row.data.category === category);
  /** The category's description, or before its first save its empty form with version 0 (as a singleton reads). */
  const rideshareDocument = async (category: string) => {
    const id = urlSlug(category);
    const row = await rideshareRow(category);
    if (row) return present(row);
    const at = new Date(0).toISOString();
    return {
      category,
      description: '',
      highestCategory: false,
      _id: id,
      id,
      version: 0,
      position: 0,
      createdAt: at,
      updatedAt: at,
      createdBy: null,
      updatedBy: null,
    };
  };
  const lifestyleDocuments = async (category: string) =>
    (await listRows(db, lifestyle)).filter((row) => row.data.category === category).map(present);

  const tags = ['categories'];
  r.get(
    '/v1/category/:name',
    {
      schema: {
        tags,
        summary: "A ride-share category's description (version 0 before its first save)",
        params: nameParam,
        response: responses(z.unknown()),
      },
    },
    async (request) =>
      rideshareDocument(categoryName(rideshareCategories.schema.shape.category, request.params.name, 'name')),
  );
  r.get(
    '/v1/category/getDesc/:name',
    {
      schema: {
        tags,
        summary: "A ride-share category's description text (null before its first save)",
        params: nameParam,
        response: responses(z.unknown()),
      },
    },
    async (request) => {
      const doc = await rideshareDocument(
        categoryName(rideshareCategories.schema.shape.category, request.params.name, 'name'),
      );
      return {
        category: doc.category,
        description: doc.version === 0 ? null : doc.description,
        highestCategory: doc.highestCategory,
      };
    },
  );
  r.post(
    '/v1/category/addCategory',
    {
      schema: {
        tags,
        summary:
          "Create or update a ride-share category's description (body categoryData; version 0 or none creates it)",
        body: anyBody,
        response: { ...responses(z.unknown()), 201: z.unknown() },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // Spec §7: the fields come under `categoryData`; at the top level they are taken as well.
      const data = isRecord(body.categoryData) ? body.categoryData : body;
      const category = categoryName(rideshareCategories.schema.shape.category, data.category, 'category');
      const id = urlSlug(category);
      // The platform's writes read the request's body: hand them the fields themselves.
      (request as FastifyRequest).body = { ...data };
      const stored = await rideshareRow(category);
      if (stored) return writes.update(rideshare, request, stored.id);
      // Not stored (never, or deleted meanwhile): only a save of version 0 (or none) creates it.
      const version = versionOf(request, false);
      if (version !== undefined && version !== 0) throw new ApiError(412, STALE_DOCUMENT, { version: STALE_DOCUMENT });
      return reply.code(201).send(await writes.create(rideshare, request, id));
    },
  );
  r.get(
    '/v1/lifeStyle/:name',
    {
      schema: {
        tags,
        summary: "A lifestyle category's descriptions, in order",
        params: nameParam,
        response: responses(z.unknown()),
      },
    },
    async (request) =>
      lifestyleDocuments(categoryName(lifestyleCategories.schema.shape.category, request.params.name, 'name')),
  );
  r.get(
    '/v1/lifeStyle/getDesc/:name',
    {
      schema: {
        tags,
        summary: "A lifestyle category's description texts",
        params: nameParam,
        response: responses(z.unknown()),
      },
    },
    async (request) => {
      const category = categoryName(lifestyleCategories.schema.shape.category, request.params.name, 'name');
      return {
        category,
        descriptions: (await lifestyleDocuments(category)).map((d) => ({ _id: d._id, description: d.description })),
      };
    },
  );

  // Beyond the spec: one grouped query per kind over the effective categories (an admin's override, else the DMS's).
  // `total`: every vehicle the cars list has in the category; `shown`: those the public site shows (Show on FE and not
  // marked for deletion, as a body-type card's carCount counts them).
  r.get(
    '/v1/category-counts',
    {
      schema: {
        tags,
        summary: 'Vehicles in each category, and how many of them the front end shows',
        response: { 200: categoryCounts },
      },
    },
    async () => {
      const database = app.ctx.database;
      const [rideshareRows, lifestyleRows] = [
        await database.query<CategoryCount>(
          `select coalesce(ride_share_override, ride_share_category) as category, count(*)::int as total, (count(*) filter (where active and mark_for_deletion is null))::int as shown
         from vehicles where coalesce(ride_share_override, ride_share_category) is not null group by 1`,
        ),
        await database.query<CategoryCount>(
          `select c.category, count(distinct v.stockid)::int as total, (count(distinct v.stockid) filter (where v.active and v.mark_for_deletion is null))::int as shown
         from vehicles v cross join lateral jsonb_array_elements_text(coalesce(v.lifestyle_override, v.lifestyle_category)) as c(category) group by 1`,
        ),
      ];
      return {
        rideshare: inOrder(RIDESHARE_CATEGORY_NAMES, rideshareRows),
        lifestyle: inOrder(LIFESTYLE_CATEGORY_NAMES, lifestyleRows),
      };
    },
  );
}
