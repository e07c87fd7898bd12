import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  availableBodyValues,
  BODY_TYPES_SAVED,
  bodyTypeList,
  bodyTypeSaveRequest,
  bodyTypeSaveResponse,
  inventorySettings,
  inventorySettingsRequest,
  inventorySettingsResponse,
} from '../../contract/bodyTypes.ts';
import { audit } from '../audit.ts';
import { currentUser, requireAdmin } from '../auth/guard.ts';
import { allBodyValueCounts } from '../bodyTypes/counts.ts';
import { plainSchemaErrors } from '../bodyTypes/validation.ts';
import {
  checkCards,
  checkValuesKnown,
  presentCards,
  readCards,
  readInventorySettings,
  saveCards,
  saveInventorySettings,
} from '../bodyTypes/store.ts';
import { sendPublicJson } from './publicHeaders.ts';

const tags = ['body types'];

/**
 * Body-type cards and the inventory threshold (spec §7: GET/POST /body-types, GET /body-types/available, GET/POST
 * /inventory), and the cards' public delivery. Every read is a settings row plus a primary-key lookup per value
 * in body_value_counts, whatever the inventory's size.
 */
export async function bodyTypeRoutes(app: FastifyInstance) {
  await app.register(adminRoutes);
  await app.register(publicRoutes);
}

async function adminRoutes(app: FastifyInstance) {
  requireAdmin(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const db = ctx.database;

  r.get(
    '/v1/body-types',
    { schema: { tags, summary: 'The body-type cards, in order, with carCount', response: { 200: bodyTypeList } } },
    async () => {
      const { cards, version } = await readCards(db);
      return { cards: await presentCards(db, cards), version };
    },
  );

  r.get(
    '/v1/body-types/available',
    {
      schema: {
        tags,
        summary: 'DMS body values in the inventory that are on no card, with their vehicle counts',
        response: { 200: availableBodyValues },
      },
    },
    async () => {
      const [{ cards }, counts] = await Promise.all([readCards(db), allBodyValueCounts(db)]);
      const assigned = new Set(cards.flatMap((c) => c.dmsBodyValues));
      return {
        data: counts
          .filter((c) => !assigned.has(c.value))
          .map((c) => ({ value: c.value, count: c.vehicles, shown: c.shown })),
      };
    },
  );

  r.post(
    '/v1/body-types',
    {
      schema: {
        tags,
        summary: "Save the whole list of cards ('Update cards')",
        body: bodyTypeSaveRequest,
        response: { 200: bodyTypeSaveResponse },
      },
      schemaErrorFormatter: plainSchemaErrors,
      // The spec's body is the list itself: wrapped here, with the version from If-Match ("3" or 3).
      preValidation: async (request) => {
        if (!Array.isArray(request.body)) return;
        const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(String(request.headers['if-match'] ?? ''));
        // Not yet validated: the schema checks this wrapped body next (no version → its field error).
        (request as { body: unknown }).body = {
          cards: request.body as unknown[],
          ...(match ? { version: Number(match[1]) } : {}),
        };
      },
    },
    async (request) => {
      const user = currentUser(request);
      const cards = checkCards(request.body.cards);
      // A value must be one the inventory holds, or one already on a saved card (its vehicles may have left since).
      const [saved, counts] = await Promise.all([readCards(db), allBodyValueCounts(db)]);
      checkValuesKnown(cards, new Set([...counts.map((c) => c.value), ...saved.cards.flatMap((c) => c.dmsBodyValues)]));
      const version = await saveCards(db, cards, request.body.version, ctx.clock.now());
      await audit(
        db.db,
        { action: 'bodyTypes.save', actorId: user.id, actorEmail: user.email, details: { cards: cards.length } },
        ctx.clock.now(),
      );
      return { cards: await presentCards(db, cards), version, message: BODY_TYPES_SAVED };
    },
  );

  r.get(
    '/v1/inventory',
    { schema: { tags, summary: "The 'Inventory count' table", response: { 200: inventorySettings } } },
    () => readInventorySettings(db),
  );

  r.post(
    '/v1/inventory',
    {
      schema: {
        tags,
        summary: "Save the 'Inventory count' table",
        body: inventorySettingsRequest,
        response: { 200: inventorySettingsResponse },
      },
      schemaErrorFormatter: plainSchemaErrors,
    },
    async (request) => {
      const user = currentUser(request);
      const saved = await saveInventorySettings(db, request.body, ctx.clock.now());
      await audit(
        db.db,
        {
          action: 'bodyTypes.inventory',
          actorId: user.id,
          actorEmail: user.email,
          details: { inventoryThreshold: saved.inventoryThreshold },
        },
        ctx.clock.now(),
      );
      return { ...saved, message: BODY_TYPES_SAVED };
    },
  );
}

/** No session: what the public website shows. ETag over the answer itself, since carCount moves without a write. */
async function publicRoutes(app: FastifyInstance) {
  const db = app.ctx.database;
  app.get(
    '/v1/public/body-types',
    {
      schema: {
        tags: ['public content'],
        security: [],
        summary: 'Body-type cards with carCount for the public website',
      },
    },
    async (request, reply) => {
      // A card with no body values yet is a placeholder ('Title 1', spec §5: added with no values): nothing to show.
      const cards = (await presentCards(db, (await readCards(db)).cards))
        .filter((card) => card.dmsBodyValues.length > 0)
        .map(({ id: _id, ...card }) => card);
      const body = JSON.stringify(cards);
      return sendPublicJson(request, reply, body);
    },
  );
}
