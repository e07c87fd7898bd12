import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../contract/errors.ts';
import {
  collections,
  NO_PRIMARY,
  windowState,
  withAliases,
  type CollectionDeclaration,
  type Endpoint,
} from '../../contract/content/index.ts';
import { requireAdmin } from '../auth/guard.ts';
import { applyListParams } from '../content/listParams.ts';
import { getRow, listRows, present, requireRow, SINGLETON_ID } from '../content/store.ts';
import { badRequest, notFound } from '../errors.ts';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type Method = Endpoint['method'];

const idParam = z.string().trim().min(1).max(100);
const listQuery = z.object({
  sort: z.string().max(200).optional(),
  range: z.string().max(100).optional(),
  filter: z.string().max(4000).optional(),
});
const anyBody = z.record(z.string(), z.unknown());
/** `/promo/{id}` → `/v1/promo/:id`. */
const route = (path: string) => `/v1${path.replace(/\{(\w+)\}/g, ':$1')}`;
const idOf = (request: FastifyRequest): string => {
  const params = request.params as { id?: string };
  const body = request.body as Record<string, unknown> | undefined;
  const raw = params.id ?? body?._id ?? body?.id;
  if (raw === undefined || raw === null || raw === '')
    throw badRequest('Name the item: _id is required', { _id: 'Required' });
  const parsed = idParam.safeParse(raw);
  if (!parsed.success)
    throw badRequest("_id must be the item's id, as text", { _id: 'Must be text of 1 to 100 characters' });
  return parsed.data;
};

/**
 * Every declared collection's admin routes, from its declaration alone: the seed's calls (spec §7, irregular
 * ones included) and, on the collection's own path, ra-data-simple-rest's protocol.
 */
export async function contentRoutes(app: FastifyInstance) {
  requireAdmin(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;
  const writes = app.content.writes;

  const listed = async (c: CollectionDeclaration) => (await listRows(db, c)).map(present);

  for (const c of collections) {
    const tags = [`content: ${c.name}`];
    const routes = new Map<
      string,
      {
        method: Method;
        url: string;
        handler: Handler;
        summary: string;
        status?: number;
        body?: boolean;
        list?: boolean;
      }
    >();
    const add = (
      method: Method,
      path: string,
      summary: string,
      handler: Handler,
      opts: { status?: number; body?: boolean; list?: boolean } = {},
    ) => {
      const url = route(path);
      const key = `${method} ${url}`;
      if (!routes.has(key)) routes.set(key, { method, url, handler, summary, ...opts });
    };

    if (c.kind === 'singleton') {
      const read = async () => {
        const row = await getRow(db, c, SINGLETON_ID);
        if (row) return present(row);
        const at = new Date(0).toISOString();
        return {
          ...withAliases(c, c.schema.parse(c.defaults)),
          _id: SINGLETON_ID,
          id: SINGLETON_ID,
          version: 0,
          position: 0,
          createdAt: at,
          updatedAt: at,
          createdBy: null,
          updatedBy: null,
        };
      };
      add('GET', c.endpoints.read?.path ?? c.path, `Read the ${c.label.toLowerCase()}`, read);
      add(
        c.endpoints.write?.method ?? 'PUT',
        c.endpoints.write?.path ?? c.path,
        `Save the ${c.label.toLowerCase()}`,
        async (request) => {
          const current = await read();
          return writes.writeSingleton(c, request, current.version > 0);
        },
        { body: true },
      );
    } else {
      const list: Handler = async (request, reply) => {
        const { page, contentRange } = applyListParams(
          c.name,
          await listed(c),
          request.query as z.infer<typeof listQuery>,
          c.searchText,
        );
        void reply.header('Content-Range', contentRange);
        return page;
      };
      const create: Handler = async (request, reply) => reply.code(201).send(await writes.create(c, request));
      const update: Handler = async (request) => writes.update(c, request, idOf(request));
      const remove: Handler = async (request) => writes.remove(c, request, idOf(request));
      if (c.endpoints.list)
        add(
          c.endpoints.list.method,
          c.endpoints.list.path,
          `List ${c.label.toLowerCase()}s (simple-rest: sort, range, filter)`,
          list,
          { list: true },
        );
      if (c.endpoints.primary) {
        add(
          c.endpoints.primary.method,
          c.endpoints.primary.path,
          `The ${c.label.toLowerCase()} the public site shows first`,
          async () => {
            const now = app.ctx.clock.now().getTime();
            const row = (await listRows(db, c)).find(
              (x) =>
                (!c.publishFlag || x.data[c.publishFlag] === true) &&
                (!c.publishWindow || windowState(x.data, now) === 'live'),
            );
            if (!row) throw notFound(NO_PRIMARY(c.label));
            return present(row);
          },
        );
      }
      // A fixed collection (its seed is all there is) has no create and no delete.
      const grows = !c.fixed;
      if (c.endpoints.create && grows)
        add(c.endpoints.create.method, c.endpoints.create.path, `Add a ${c.label.toLowerCase()}`, create, {
          status: 201,
          body: true,
        });
      if (c.endpoints.update)
        add(c.endpoints.update.method, c.endpoints.update.path, `Edit a ${c.label.toLowerCase()}`, update, {
          body: true,
        });
      if (c.endpoints.remove && grows)
        add(c.endpoints.remove.method, c.endpoints.remove.path, `Delete a ${c.label.toLowerCase()}`, remove);
      // ra-data-simple-rest on the collection's own path.
      add('GET', c.path, `List ${c.label.toLowerCase()}s`, list, { list: true });
      add('GET', `${c.path}/{id}`, `Read a ${c.label.toLowerCase()}`, async (request) =>
        present(await requireRow(db, c, idOf(request))),
      );
      if (grows) add('POST', c.path, `Add a ${c.label.toLowerCase()}`, create, { status: 201, body: true });
      add('PUT', `${c.path}/{id}`, `Edit a ${c.label.toLowerCase()} (whole record with its version)`, update, {
        body: true,
      });
      if (grows) add('DELETE', `${c.path}/{id}`, `Delete a ${c.label.toLowerCase()}`, remove);
    }

    for (const { method, url, handler, summary, status, body, list } of routes.values()) {
      r.route({
        method,
        url,
        schema: {
          tags,
          summary,
          ...(url.includes(':id') ? { params: z.object({ id: idParam }) } : {}),
          ...(list ? { querystring: listQuery } : {}),
          ...(body ? { body: anyBody } : {}),
          response: { [status ?? 200]: z.unknown(), 400: errorBody, 404: errorBody, 412: errorBody },
        },
        handler,
      });
    }
  }
}
