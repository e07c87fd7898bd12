import { Readable } from 'node:stream';
import type { z } from 'zod';
import { dmsEndpoints, dmsFeedPage, dmsFeedQuery } from '../../contract/dms.ts';
import { DmsError, errorResponses, TAGS, type SandboxApp, type SandboxContext } from '../context.ts';

/**
 * The inventory feed the sync reads: `GET /Inventory/Vehicles?page=1&pageSize=100`, 1-based pages in stockid
 * order. Vehicle i is generated only when its page is read. The fault switches act here.
 */
// Records per chunk of a streamed page: ~70 kB of text, under V8's large-object size.
const CHUNK_RECORDS = 10;

export function feedRoutes(app: SandboxApp, ctx: SandboxContext): void {
  // Reply typed as text or its stream: the page is serialised here (see below); the schema still validates the
  // query and documents the answer.
  app.get<{ Querystring: z.output<typeof dmsFeedQuery>; Reply: string | Readable }>(
    dmsEndpoints.vehicles.path,
    {
      schema: {
        tags: TAGS('Inventory feed'),
        summary: 'One page of the inventory, every DMS-owned field, ordered by stockid',
        querystring: dmsFeedQuery,
        response: { 200: dmsFeedPage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const action = ctx.faults.feedPageAction(page);
      if (action === 'fail') throw new DmsError(500, `Simulated DMS failure on page ${page}`);
      if (action === 'hang') {
        ctx.faults.hang(reply);
        return reply;
      }
      const total = ctx.faults.feedSize(ctx.inventory.count);
      const { mutateSeed } = ctx.faults.current;
      const from = (page - 1) * pageSize;
      const to = Math.min(total, page * pageSize);
      const head = `{"page":${page},"pageSize":${pageSize},"total":${total},"totalPages":${Math.ceil(total / pageSize)},"vehicles":[`;
      reply.type('application/json; charset=utf-8');
      // Assembled as text rather than by the zod serializer: pages are large, records may be kept as text, and the
      // truncation fault needs the text anyway. The tests parse pages with the contract's schema.
      if (action === 'truncate') {
        const body = `${head}${recordsText(from, to, mutateSeed)}]}`;
        return body.slice(0, Math.floor(body.length / 2));
      }
      // Streamed a few records at a time: a page of 1,000 is ~7 MB of text, which V8 keeps among its large objects
      // until a major collection (inside the product, in the API's own heap, after every sync).
      return reply.send(Readable.from(pageChunks(head, from, to, mutateSeed)));
    },
  );

  function recordsText(from: number, to: number, mutateSeed: number | null): string {
    const records: string[] = [];
    for (let i = from; i < to; i++) records.push(ctx.inventory.vehicleJson(i, mutateSeed));
    return records.join(',');
  }

  function* pageChunks(head: string, from: number, to: number, mutateSeed: number | null): Generator<string> {
    yield head;
    for (let i = from; i < to; i += CHUNK_RECORDS)
      yield (i > from ? ',' : '') + recordsText(i, Math.min(to, i + CHUNK_RECORDS), mutateSeed);
    yield ']}';
  }
}
